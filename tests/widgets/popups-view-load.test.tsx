import { act, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { emit } from '../../shared/events/bridge';
import { createDisposables } from '../../shared/islands/disposables';

/**
 * The popups' view (the Dialog and its CSS) loads when the first popup opens (widgets/popups/mount.tsx). When that
 * load fails (the shopper went offline), it is reported and the next open tries again.
 */
const disposables = createDisposables();
afterEach(() => {
  act(() => disposables.dispose());
  vi.doUnmock('../../widgets/popups/PopupsView');
});

const settle = () => act(async () => void (await vi.dynamicImportSettled()));

it('a view that fails to load is reported, and the next open loads it', async () => {
  vi.resetModules();
  vi.doMock('../../widgets/popups/PopupsView', () => {
    throw new Error('offline');
  });
  const { mount } = await import('../../widgets/popups/mount');
  const errors: string[] = [];
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-hsa-popup hidden><script type="application/json" data-popup-settings>{"id":31,"title":"پیشنهاد"}</script><p>متن</p></div><div data-island="popups"></div>`,
  );
  const root = document.querySelector<HTMLElement>('[data-island="popups"]')!;
  root.addEventListener('island:error', (event) => errors.push((event as CustomEvent<{ message: string }>).detail.message));
  act(() => void mount(root, { loggedIn: false, roles: [] }, { disposables, signal: new AbortController().signal }));

  act(() => void emit('hsa:popup-action', { action: 'open', id: '31' }));
  await settle();
  expect(errors).toEqual([expect.stringContaining('the popup view did not load')]);
  expect(screen.queryByRole('dialog')).toBeNull();

  vi.doUnmock('../../widgets/popups/PopupsView');
  act(() => void emit('hsa:popup-action', { action: 'open', id: '31' }));
  await settle();
  expect(screen.getByRole('dialog', { name: 'پیشنهاد' })).toBeTruthy();
});
