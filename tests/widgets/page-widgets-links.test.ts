import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDisposables } from '../../shared/islands/disposables';
import { holdWidgetInput, setupLinks } from '../../widgets/page-widgets/links';
import { setupTabs } from '../../widgets/page-widgets/tabs';

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
    expect(openFromHash).toHaveBeenCalledWith(document, expect.any(Function), true); // followed: the focus goes with it
    location.hash = '#%E0%A4%A'; // a broken escape names nothing
    await flush();
    expect(openFromHash).toHaveBeenCalledTimes(1);
    disposables.dispose();
  });
});

describe('page-widgets while its widgets load: a shopper quicker than the module', () => {
  it('has a press and the arrow keys on a tab held, then done once the tabs are set up; Tab and links are left alone', async () => {
    document.body.innerHTML = `<div data-hsa-tabs><div role="tablist">
        <button type="button" role="tab" id="t1" aria-controls="p1" aria-selected="true">یک</button>
        <button type="button" role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">دو</button>
        <button type="button" role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1">سه</button></div>
      <div role="tabpanel" id="p1"><a href="#more">بیشتر</a></div><div role="tabpanel" id="p2" hidden></div><div role="tabpanel" id="p3" hidden></div></div>`;
    const d = createDisposables();
    let done!: () => void;
    const loaded = new Promise<void>((resolve) => (done = resolve));
    holdWidgetInput(document, loaded);
    document.getElementById('t1')!.focus(); // the keys go to the focused tab
    const key = (id: string, k: string) => {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(key('t1', 'Tab')).toBe(false); // focus moves on as ever
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#p1 a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(key('t1', 'ArrowLeft')).toBe(true); // held
    const selected = () => Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]'), (t) => t.id);
    expect(selected()).toEqual(['t1']);
    setupTabs(document, d, () => {});
    done();
    await vi.waitFor(() => expect(selected()).toEqual(['t2'])); // ArrowLeft is next in RTL
    // once loaded, nothing is held any more
    expect(key('t2', 'ArrowLeft')).toBe(true); // handled by the tabs themselves now
    expect(selected()).toEqual(['t3']);
    d.dispose();
  });

  it('does the held keys and presses again in the order they came: ← then a press on «سه» ends on «سه»', async () => {
    document.body.innerHTML = `<div data-hsa-tabs><div role="tablist">
        <button type="button" role="tab" id="t1" aria-controls="p1" aria-selected="true">یک</button>
        <button type="button" role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">دو</button>
        <button type="button" role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1">سه</button></div>
      <div role="tabpanel" id="p1"></div><div role="tabpanel" id="p2" hidden></div><div role="tabpanel" id="p3" hidden></div></div>`;
    const d = createDisposables();
    let done!: () => void;
    holdWidgetInput(document, new Promise<void>((resolve) => (done = resolve)));
    const t1 = document.getElementById('t1')!;
    t1.focus();
    t1.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('t3')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true); // held
    t1.focus(); // the press did nothing yet: the key is sent to t1, as it was pressed there
    setupTabs(document, d, () => {});
    done();
    const selected = () => Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]'), (t) => t.id);
    // before, the presses went first, then the keys: it ended on «دو» (the ← after the press)
    await vi.waitFor(() => expect(selected()).toEqual(['t3']));
    d.dispose();
  });
});
