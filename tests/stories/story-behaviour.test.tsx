import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as badgeStories from '../../stories/cart-badge.stories';
import * as miniCartStories from '../../stories/mini-cart.stories';
import * as cardStories from '../../stories/product-card.stories';
import * as siteWideStories from '../../stories/site-wide.stories';
import { composeStories } from './portable';

/**
 * What the stories show is what they claim to show: the states are the island's states, and the stories that
 * start behaviours or talk to a fake server really work (stories.test.tsx only checks that every story renders).
 */
const miniCart = composeStories(miniCartStories);
const badge = composeStories(badgeStories);
const cards = composeStories(cardStories);
const siteWide = composeStories(siteWideStories);

const ONE_BY_ONE = { timeout: 3000 };

describe('mini-cart stories', () => {
  it('WithItems: the open panel in the header holds the server’s three lines', async () => {
    render(<miniCart.WithItems />);
    const dialog = await screen.findByRole('dialog', { name: /سبد خرید/ });
    expect(dialog.closest('.site-header .mini-cart')).not.toBeNull();
    expect(within(dialog).getAllByRole('group')).toHaveLength(3);
    expect(within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })).toHaveLength(3);
  });

  it('Busy: one control is aria-disabled and the body is busy', async () => {
    render(<miniCart.Busy />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelectorAll('[aria-disabled="true"]')).toHaveLength(1);
    expect(dialog.querySelector('.mini-cart__body')!.getAttribute('aria-busy')).toBe('true');
  });

  it('ServerNotice: the quantity message and the notice are in one alert', async () => {
    render(<miniCart.ServerNotice />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'حداکثر تعداد قابل خرید: ۵',
      expect.stringContaining('نمی‌توانید این تعداد'),
    ]);
  });

  it('Unknown body: the panel offers the cart page', async () => {
    render(<miniCart.UnknownBody />);
    expect((await screen.findByRole('link', { name: 'مشاهده سبد خرید' })).getAttribute('href')).toBe('/checkout-cart/');
  });

  it('Interactive: + / − / remove change the cart through the fake server, and fetch is restored after', async () => {
    const realFetch = globalThis.fetch;
    const { unmount } = render(<miniCart.Interactive latencyMs={0} />);
    const button = await screen.findByRole('button', { name: /سبد خرید/ });
    expect(button.textContent).toContain('۷');
    expect(globalThis.fetch).not.toBe(realFetch);

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: /سبد خرید/ }, ONE_BY_ONE);
    // the panel's behaviour (loaded on demand) is live once it has moved focus into the dialog
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), ONE_BY_ONE);
    const lines = () => Array.from(dialog.querySelectorAll<HTMLElement>('[data-key]'));
    await waitFor(() => expect(lines()).toHaveLength(3), ONE_BY_ONE);

    // the third line (4 of a product limited to 5): + gives 5; there + says why and asks nothing
    fireEvent.click(within(lines()[2]!).getByRole('button', { name: 'افزایش تعداد' }));
    await waitFor(() => expect(lines()[2]!.dataset.quantity).toBe('5'), ONE_BY_ONE);
    const plus = within(lines()[2]!).getByRole('button', { name: 'افزایش تعداد', description: 'حداکثر تعداد قابل خرید: ۵' });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    const asked = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(plus);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).not.toHaveBeenCalled(); // nothing asked of the server
    asked.mockRestore();
    expect(lines()[2]!.dataset.quantity).toBe('5');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.click(within(lines()[0]!).getByRole('button', { name: 'کاهش تعداد' }));
    await waitFor(() => expect(lines()[0]!.dataset.quantity).toBe('1'), ONE_BY_ONE);

    fireEvent.click(within(lines()[1]!).getByRole('button', { name: 'حذف از سبد' }));
    await waitFor(() => expect(lines()).toHaveLength(2), ONE_BY_ONE);
    await waitFor(() => expect(button.textContent).toContain('۶'), ONE_BY_ONE);

    unmount();
    expect(globalThis.fetch).toBe(realFetch);
  });
});

describe('cart badge stories', () => {
  it('hides the badge at 0, on the header button and in the mobile navigation', async () => {
    const { container } = render(<badge.Zero />);
    await waitFor(() => expect(container.querySelectorAll('.cart-badge')).toHaveLength(2));
    container.querySelectorAll<HTMLElement>('.cart-badge').forEach((el) => expect(el.hidden).toBe(true));
  });

  it('shows 128 in Persian digits in both places, and no server badge is left', async () => {
    const { container } = render(<badge.HundredTwentyEight />);
    await waitFor(() => expect(container.querySelectorAll('.cart-badge:not([hidden])')).toHaveLength(2));
    expect(container.querySelector('[data-hsa-cart-badge]')).toBeNull();
    container.querySelectorAll('.cart-badge').forEach((el) => expect(el.textContent).toContain('۱۲۸'));
    expect(container.querySelector('.mobile-nav .cart-badge--nav')).not.toBeNull();
  });
});

describe('product card stories', () => {
  it('OneImage has no arrows; SeveralImages steps through its pictures with the gallery behaviour', async () => {
    const one = render(<cards.OneImage />);
    expect(one.container.querySelector('[data-gallery-next]')).toBeNull();
    one.unmount();

    const { container } = render(<cards.SeveralImages />);
    const images = () => Array.from(container.querySelectorAll<HTMLImageElement>('.product-card__image'));
    expect(images()).toHaveLength(4);
    expect(images()[0]!.src).toMatch(/^data:image\/svg\+xml,/);
    fireEvent.click(screen.getByRole('button', { name: 'تصویر بعدی' }));
    expect(images().map((img) => img.hidden)).toEqual([true, false, true, true]);
  });

  it('OnSale, OutOfStock and Variable show their states', () => {
    render(<cards.Listing />);
    expect(screen.getByText('فروش ویژه')).toBeTruthy();
    expect(screen.getAllByText('ناموجود').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'انتخاب گزینه‌ها' })).toBeTruthy();
  });
});

describe('site-wide stories', () => {
  it('Store notice: dismissing hides it', async () => {
    render(<siteWide.StoreNotice />);
    const notice = screen.getByRole('region', { name: 'اطلاعیه فروشگاه' });
    fireEvent.click(within(notice).getByRole('button', { name: 'بستن' }));
    expect(notice.hidden).toBe(true);
  });

  it('Coming-soon banner: the dismiss call succeeds and the banner goes', async () => {
    render(<siteWide.ComingSoonBanner />);
    const banner = screen.getByRole('region', { name: 'حالت به‌زودی' });
    fireEvent.click(within(banner).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(banner.hidden).toBe(true), ONE_BY_ONE);
  });

  it('Coming-soon banner, server error: the banner stays and says so', async () => {
    const { container } = render(<siteWide.ComingSoonBannerError />);
    await siteWide.ComingSoonBannerError.play!({ canvasElement: container as HTMLElement });
    const banner = screen.getByRole('region', { name: 'حالت به‌زودی' });
    expect(banner.hidden).toBe(false);
    expect(within(banner).getByRole('status').textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
  });

  it('Password field: the toggle shows and hides the password', async () => {
    // on the screen at once (happy-dom lays nothing out: as in a browser without IntersectionObserver)
    vi.stubGlobal('IntersectionObserver', undefined);
    onTestFinished(() => void vi.unstubAllGlobals());
    render(<siteWide.PasswordToggle />);
    const input = screen.getByLabelText('رمز عبور حساب (اختیاری)') as HTMLInputElement;
    fireEvent.click(await screen.findByRole('button', { name: 'نمایش رمز عبور' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'پنهان کردن رمز عبور' })).toBeTruthy();
  });

  it('Product form, refused fields: the size list and the count say why under them, the list focused', async () => {
    const { container } = render(<siteWide.FieldErrorsRefused />);
    await siteWide.FieldErrorsRefused.play!({ canvasElement: container as HTMLElement });
    const sizes = within(screen.getByRole('group', { name: 'انتخاب نوع' })).getAllByRole('radio') as HTMLInputElement[];
    // the first size has the focus; the out-of-stock one is shown, disabled (a first one disabled: tests/e2e/site-wide)
    expect(sizes.map((size) => size.disabled)).toEqual([false, false, true]);
    expect(document.activeElement).toBe(sizes[0]);
    expect(Array.from(container.querySelectorAll('.hsa-field-error'), (note) => note.textContent)).toEqual(['لطفاً یک گزینه را انتخاب کنید.', 'تعداد را با رقم و بدون اعشار وارد کنید، مانند ۲.']);
  });

  it('Quantity: a value under the minimum is raised to it', () => {
    const { container } = render(<siteWide.QuantityRaisedToMin />);
    const inputs = Array.from(container.querySelectorAll<HTMLInputElement>('input.qty'));
    expect(inputs.map((input) => [input.min, input.value])).toEqual([
      ['3', '۳'],
      ['1', '۲'],
    ]);
  });
});
