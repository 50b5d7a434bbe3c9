import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDisposables } from '../../shared/islands/disposables';
import { setupLinks } from '../../widgets/page-widgets/links';

const openFromHash = vi.fn(() => true);
vi.mock('../../widgets/page-widgets/hash-links', () => ({ openFromHash }));

const flush = () => new Promise((r) => setTimeout(r, 0));
const disposables = createDisposables();
afterEach(() => {
  openFromHash.mockClear();
  history.replaceState(null, '', '/');
});

describe('page-widgets on every page: the hash links', () => {
  it('load only for a hash that names a widget\'s part, not for a skip link\'s #main (happy-dom sends hashchange as the hash is set)', async () => {
    document.body.innerHTML = `<main id="main"></main>
      <div data-hsa-tabs><div role="tablist"><button role="tab" id="t1" aria-controls="p1">یک</button></div><div role="tabpanel" id="p1">۱</div></div>`;
    setupLinks(document, disposables);
    location.hash = '#main';
    await flush();
    expect(openFromHash).not.toHaveBeenCalled();
    location.hash = '#p1';
    await vi.waitFor(() => expect(openFromHash).toHaveBeenCalledTimes(1));
    location.hash = '#%E0%A4%A'; // a broken escape names nothing
    await flush();
    expect(openFromHash).toHaveBeenCalledTimes(1);
    disposables.dispose();
  });
});
