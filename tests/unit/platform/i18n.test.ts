import { afterEach, describe, expect, it } from 'vitest';
import { formatToman, messages, setMessages, t } from '../../../shared/platform/i18n';
import { faIR } from '../../../shared/platform/messages';

afterEach(() => setMessages(undefined));

describe('i18n', () => {
  it('has the Persian defaults of fa-IR-strings.md', () => {
    expect(t('addToCart')).toBe('افزودن به سبد خرید');
    expect(t('cartEmpty')).toBe('سبد خرید شما خالی است');
    expect(t('showPassword')).toBe('نمایش رمز عبور');
  });

  it('fills placeholders, numbers in Persian digits', () => {
    expect(t('maxQty', { max: 12 })).toBe('حداکثر تعداد قابل خرید: ۱۲');
    expect(t('resultCount', { count: 1500 })).toBe('۱٬۵۰۰ محصول');
    expect(t('inBreadcrumbs', { breadcrumbs: 'ابزار برقی' })).toBe('در ابزار برقی');
  });

  it('takes a site’s overrides, ignoring unknown keys, non-strings and blanks', () => {
    setMessages({ cart: 'سبد من', nope: 'x', checkout: 42, viewCart: '  ' });
    expect(t('cart')).toBe('سبد من');
    expect(t('checkout')).toBe(faIR.checkout);
    expect(t('viewCart')).toBe(faIR.viewCart);
    expect(Object.keys(messages())).not.toContain('nope');
  });

  it('writes prices in toman with Persian digits', () => {
    expect(formatToman(1250000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });
});
