import { formatNumber, toPersianDigits } from '../../../shared/platform/digits';
import { formatToman } from '../../../shared/platform/messages';
import { faIR } from '../../../shared/platform/messages';
import type { CartLine } from '../../server/cart/cart-service';
import { html, type SafeHtml } from '../html';
import { productCard, type CardProduct } from '../product-card';
import type { PageDefinition } from '../site-context';

/**
 * The checkout page: billing fields, an optional account password (which gets the show/hide toggle), the order
 * review (also the `update_order_review` fragment, refreshed after an add on this page) and place order. The form
 * carries `<wc-order-attribution-inputs>` empty, as WooCommerce prints it: the attribution behaviour fills it with
 * the hidden `wc_order_attribution_{field}` inputs (widgets/attribution).
 * Validation happens on the server; a failed submit comes back with the shopper's values and the errors.
 */
/** The error summary's heading: it names the focused summary (WCAG 3.3.1) and keeps its list a list. */
const CHECKOUT_ERRORS_TITLE = 'لطفاً این موارد را اصلاح کنید:';

export const CHECKOUT_FIELDS = [
  { name: 'billing_first_name', label: 'نام', autocomplete: 'given-name', required: true, type: 'text' },
  { name: 'billing_last_name', label: 'نام خانوادگی', autocomplete: 'family-name', required: true, type: 'text' },
  { name: 'billing_phone', label: 'شماره موبایل', autocomplete: 'tel', required: true, type: 'tel' },
  { name: 'billing_city', label: 'شهر', autocomplete: 'address-level2', required: true, type: 'text' },
  { name: 'billing_address_1', label: 'نشانی', autocomplete: 'street-address', required: true, type: 'text' },
  // Ten digits: a phone's number pad (inputmode), as the mobile number's, not its letters.
  { name: 'billing_postcode', label: 'کد پستی', autocomplete: 'postal-code', required: false, type: 'text', inputmode: 'numeric' },
] as const;

/** The checkout's payment methods, value → label; the first is chosen by default. The order-received page names them. */
export const PAYMENT_METHODS: Readonly<Record<string, string>> = { cod: 'پرداخت در محل', bacs: 'کارت به کارت' };

/**
 * What each method says under its choice, the chosen one's alone where `:has()` is known (WooCommerce's payment box:
 * each gateway's description setting). A shopper choosing «کارت به کارت» learns before placing the order that the
 * card's number comes on the next page and that the order waits for the transfer.
 */
export const PAYMENT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  cod: 'مبلغ سفارش را هنگام تحویل، نقد یا با کارت‌خوان مأمور ارسال، بپردازید.',
  bacs: 'پس از ثبت سفارش، شماره کارت و شبای فروشگاه نشان داده می‌شود تا مبلغ را واریز کنید. سفارش پس از تأیید واریز ارسال می‌شود.',
};

/**
 * The shop's account for «کارت به کارت» (WooCommerce's direct bank transfer, BACS, and its account details setting),
 * shown on the order-received page of an order paid so. The demo store's card number fails the card's check digit
 * (Luhn) and its Sheba the IBAN's (mod 97) on purpose: no bank takes a transfer to them, so they are no one's.
 */
export const BANK_ACCOUNT = { bank: 'بانک ملی ایران', card: '6037991482630157', sheba: 'IR070170000000214736580019' } as const;

export type CheckoutValues = Partial<Record<(typeof CHECKOUT_FIELDS)[number]['name'] | 'createaccount' | 'payment_method', string>>;

/**
 * A line of an order as the review and the order received name it: the product's name, isolated (`<bdi>`: a name
 * ending in a Latin model code, «… مدل TE۹۰۱۴», took « × ۲» into its left-to-right run, «مدل ۲ × TE۹۰۱۴»), the
 * count after it, and the variation chosen under it (two sizes of one product were two lines of the same words).
 */
export function orderLineName(title: string, quantity: number, variation = ''): SafeHtml {
  return html`<bdi>${toPersianDigits(title)}</bdi> <strong class="product-quantity">× ${formatNumber(quantity)}</strong>${variation ? html`<small class="variation">${variation}</small>` : ''}`;
}

export function orderReview(lines: CartLine[]): SafeHtml {
  const total = lines.reduce((s, l) => s + l.lineTotal, 0);
  return html`<table class="shop_table woocommerce-checkout-review-order-table">
  <thead><tr><th scope="col">محصول</th><th scope="col">جمع جزء</th></tr></thead>
  <tbody>${lines.length
    ? lines.map((l) => html`<tr class="cart_item"><td>${orderLineName(l.product.title, l.quantity, l.variationText)}</td><td>${formatToman(l.lineTotal)}</td></tr>`)
    : html`<tr class="cart-empty"><td colspan="2">${faIR.cartEmpty}</td></tr>`}</tbody>
  <tfoot><tr class="order-total"><th scope="row">مبلغ قابل پرداخت</th><td><strong>${formatToman(total)}</strong></td></tr></tfoot>
</table>`;
}

export function checkoutPage(view: {
  siteName: string;
  lines: CartLine[];
  nonce: string;
  values: CheckoutValues;
  errors: Partial<Record<string, string>>;
  suggestions: CardProduct[];
  tagsOf: (id: number) => Array<{ slug: string; name: string }>;
}): PageDefinition {
  const { lines, values, errors } = view;
  // In the form's order, each a link to its field; other errors (the nonce, the cart) after them, as text.
  const order = [...CHECKOUT_FIELDS.map((f) => f.name as string), 'account_password'];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const errorList = Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([name, text]) => (order.includes(name) ? html`<a href="#${name}">${text}</a>` : html`${text}`));
  const main = lines.length
    ? html`<div class="container checkout-page">
  <h1 class="page-title">${faIR.checkout}</h1>
  ${errorList.length
    ? html`<div class="woocommerce-error" role="alert" tabindex="-1" id="checkout-errors" aria-labelledby="checkout-errors-title" autofocus>
    <p class="checkout-errors__title" id="checkout-errors-title">${CHECKOUT_ERRORS_TITLE}</p>
    <ul>${errorList.map((e) => html`<li>${e}</li>`)}</ul>
  </div>`
    : ''}
  <form class="checkout woocommerce-checkout" method="post" action="/checkout/" novalidate>
    <input type="hidden" name="_wpnonce" value="${view.nonce}">
    <div class="checkout__columns">
      <fieldset class="checkout__billing">
        <legend>جزئیات صورت‌حساب</legend>
        ${CHECKOUT_FIELDS.map(
          (f) => html`<p class="form-row ${errors[f.name] ? 'woocommerce-invalid' : ''}">
          <label for="${f.name}">${f.label}${f.required ? html` <abbr class="required" title="الزامی">*</abbr>` : ''}</label>
          <input type="${f.type}" id="${f.name}" name="${f.name}" value="${values[f.name] ?? ''}" autocomplete="${f.autocomplete}" ${f.required ? html`required aria-required="true"` : ''} ${errors[f.name] ? html`aria-invalid="true" aria-describedby="${f.name}-error"` : ''} ${f.type === 'tel' ? html`inputmode="tel" dir="ltr"` : ''}${'inputmode' in f ? html` inputmode="${f.inputmode}" dir="ltr"` : ''}>
          ${errors[f.name] ? html`<span class="form-row__error" id="${f.name}-error">${errors[f.name]}</span>` : ''}
        </p>`,
        )}
        <p class="form-row form-row--checkbox"><label><input type="checkbox" name="createaccount" value="1" ${values.createaccount ? html`checked` : ''}> ساخت حساب کاربری</label></p>
        <p class="form-row ${errors.account_password ? 'woocommerce-invalid' : ''}">
          <label for="account_password">رمز عبور حساب (اختیاری)</label>
          <span class="password-input"><input type="password" id="account_password" name="account_password" autocomplete="new-password" ${errors.account_password ? html`aria-invalid="true" aria-describedby="account_password-error"` : ''}></span>
          ${errors.account_password ? html`<span class="form-row__error" id="account_password-error">${errors.account_password}</span>` : ''}
        </p>
      </fieldset>
      <div class="checkout__review">
        <h2 id="order_review_heading">سفارش شما</h2>
        <div id="order_review" class="woocommerce-checkout-review-order">${orderReview(lines)}</div>
        <fieldset class="checkout__payment">
          <legend>روش پرداخت</legend>
          ${Object.entries(PAYMENT_METHODS).map(
            ([value, label], i) =>
              html`<div class="payment-method"><label><input type="radio" name="payment_method" value="${value}" aria-describedby="payment-${value}-box" ${(values.payment_method && values.payment_method in PAYMENT_METHODS ? values.payment_method === value : i === 0) ? html`checked` : ''}> ${label}</label>
            <p class="payment-method__box" id="payment-${value}-box">${PAYMENT_DESCRIPTIONS[value]}</p></div>`,
          )}
        </fieldset>
        <button type="submit" class="button button--primary" id="place_order" name="woocommerce_checkout_place_order" value="1">ثبت سفارش</button>
      </div>
    </div>
    <!-- Last in the form, as WooCommerce prints it (woocommerce_after_order_notes): its hidden fields, added by the
         script, then come after every field the shopper types in, and the browser can give those back on Back. -->
    <wc-order-attribution-inputs></wc-order-attribution-inputs>
  </form>
  ${view.suggestions.length
    ? html`<section class="related products" aria-labelledby="suggest-title"><h2 class="section-head__title" id="suggest-title">شاید این‌ها را هم لازم داشته باشید</h2>
    <ul class="products product-row">${view.suggestions.map((p) => productCard(p, view.tagsOf(p.id)))}</ul></section>`
    : ''}
</div>`
    : html`<div class="container checkout-page"><h1 class="page-title">${faIR.checkout}</h1><p class="woocommerce-info">${faIR.cartEmpty}</p><a class="button button--primary" href="/">بازگشت به فروشگاه</a></div>`;
  return { title: `${faIR.checkout} - ${view.siteName}`, main, bodyClass: 'woocommerce-checkout' };
}
