import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/events/bridge';
import { fakeFetch, json, setPageConfig } from '../support/page';

/**
 * The login entry as a page loads it (widgets/login/index.ts): the view waits for the shopper; the first click on a
 * [data-login-trigger] elsewhere on the page loads it and opens the dialog instead of following the link, and focus
 * goes back to that trigger on close; `hsa:login-open` opens it again.
 */
describe('a login trigger elsewhere on the page', () => {
  it('loads the island, opens the dialog without following its link, and gives focus back to it', async () => {
    setPageConfig();
    vi.stubGlobal('fetch', fakeFetch(() => json({})).fn);
    document.body.innerHTML = `<header><div data-island="login" data-nonce="abc123">
      <button type="button" data-login-trigger data-adopt="login-trigger">ورود / ثبت‌نام</button></div></header>
      <main><a href="/my-account/" id="elsewhere" data-login-trigger>برای دیدن قیمت وارد شوید</a></main>`;
    await import('../../widgets/login/index');
    expect(document.querySelector('[data-island-state]')).toBeNull();
    const elsewhere = document.getElementById('elsewhere')!;
    elsewhere.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    elsewhere.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'ورود / ثبت‌نام' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('شماره موبایل')), { timeout: 3000 });
    within(dialog).getByRole('button', { name: 'بستن' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(elsewhere), { timeout: 3000 });
    emit('hsa:login-open', { trigger: elsewhere });
    expect(await screen.findByRole('dialog', { name: 'ورود / ثبت‌نام' })).toBeTruthy();
  });
});
