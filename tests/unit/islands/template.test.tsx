import { screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { createIsland } from '../../../shared/islands/define-island';
import { exampleProps } from '../../../widgets/_template/props';

// The folder to copy must keep working as it is: if the platform's contract changes, this breaks first.
let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('the template island mounts over its fallback with its props, and refuses empty ones', async () => {
  document.body.innerHTML = '<div data-island="example" data-load-on="load" data-title="ابزار برقی"><p>fallback</p></div><div data-island="example" data-title=" "></div>';
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  stop = createIsland({ name: 'example', props: exampleProps, load: () => import('../../../widgets/_template/mount') }).start(document);
  expect(await screen.findByRole('region', { name: 'ابزار برقی' })).toBeTruthy();
  await waitFor(() => expect(document.querySelectorAll('[data-island-state="failed"]')).toHaveLength(1));
  expect(warn.mock.calls[0]?.[0]).toContain('title: a non-empty text is needed');
});
