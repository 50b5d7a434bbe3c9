import { formatNumber, toPersianDigits } from '../../../shared/platform/digits';
import { formatToman } from '../../../shared/platform/messages';
import { html, type SafeHtml } from '../html';
import type { PageDefinition } from '../site-context';
import { BANK_ACCOUNT, CHECKOUT_FIELDS, orderLineName, PAYMENT_METHODS } from './checkout';

/**
 * The order-received page: what the shopper bought and the details they gave, and nothing else. The order's attribution is the shop's, on its
 * own page as WooCommerce's order screen shows it to the shop manager (the "Order attribution" box: the origin, then
 * each stored field), so the shop can see which campaign paid: the shopper's thank-you page listed their browser's user
 * agent and the shop's campaign names.
 */

/** The fields the checkout stores, posted as `wc_order_attribution_{field}` (spec section 3), in WooCommerce's order. */
export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type StoredAttribution = Partial<Record<AttributionField, string>>;

const LABELS: Record<AttributionField, string> = {
  source_type: 'نوع منبع',
  referrer: 'ارجاع‌دهنده',
  utm_campaign: 'کارزار',
  utm_source: 'منبع',
  utm_medium: 'رسانه',
  utm_content: 'محتوا',
  utm_id: 'شناسه کارزار',
  utm_term: 'عبارت',
  utm_source_platform: 'سکوی منبع',
  utm_creative_format: 'قالب تبلیغ',
  utm_marketing_tactic: 'تاکتیک بازاریابی',
  session_entry: 'صفحه ورود',
  session_start_time: 'آغاز نشست',
  session_pages: 'صفحه‌های دیده‌شده در نشست',
  session_count: 'شمار بازدیدها',
  user_agent: 'مرورگر',
};

/** WooCommerce's origin line: the source type with the source it names. */
export function originLabel(a: StoredAttribution): string {
  const source = a.utm_source && a.utm_source !== '(none)' ? a.utm_source : '';
  switch (a.source_type) {
    case 'utm':
      return `منبع: ${source || 'نامشخص'}`;
    case 'organic':
      return `جست‌وجوی طبیعی: ${source || 'نامشخص'}`;
    case 'referral':
      return `ارجاع: ${source || 'نامشخص'}`;
    case 'typein':
      return 'مستقیم';
    default:
      return 'نامشخص';
  }
}

/** WooCommerce's device type, from the user agent. */
export function deviceType(userAgent: string | undefined): string {
  if (!userAgent) return 'نامشخص';
  if (/tablet|ipad|playbook|silk|(android(?!.*mobi))/i.test(userAgent)) return 'تبلت';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(userAgent)) return 'موبایل';
  return 'رایانه';
}

/** Counts in Persian digits; addresses, dates and the user agent left to right, as written. */
function fieldValue(field: AttributionField, value: string): SafeHtml {
  if (field === 'session_pages' || field === 'session_count') return html`<span data-value="${value}">${/^\d+$/.test(value) ? formatNumber(Number(value)) : value}</span>`;
  // A date is read in Persian digits too, left to right as written.
  if (field === 'session_start_time') return html`<bdi dir="ltr" data-value="${value}">${toPersianDigits(value)}</bdi>`;
  return html`<bdi dir="ltr" data-value="${value}">${value}</bdi>`;
}

export function attributionBlock(a: StoredAttribution): SafeHtml {
  const stored = ATTRIBUTION_FIELDS.filter((f) => a[f]);
  return html`<section class="order-attribution" aria-labelledby="order-attribution-title">
  <h2 id="order-attribution-title">منبع سفارش</h2>
  ${stored.length
    ? html`<dl class="order-attribution__list">
    <div data-field="origin"><dt>مبدأ</dt><dd>${originLabel(a)}</dd></div>
    <div data-field="device_type"><dt>نوع دستگاه</dt><dd>${deviceType(a.user_agent)}</dd></div>
    ${stored.map((f) => html`<div data-field="${f}"><dt>${LABELS[f]} <code dir="ltr">${f}</code></dt><dd>${fieldValue(f, a[f]!)}</dd></div>`)}
  </dl>`
    : html`<p>اطلاعاتی از منبع این سفارش ثبت نشده است.</p>`}
</section>`;
}

export interface ReceivedOrder {
  id: number;
  total: number;
  /** `variation`: what the cart said of it («حجم چسب: ۲۵ میلی‌لیتر»), absent in orders placed before it was kept. */
  lines: Array<{ title: string; quantity: number; total: number; variation?: string }>;
  attribution: StoredAttribution;
  /** What the checkout's fields held (CHECKOUT_FIELDS' names, payment_method). */
  customer?: Record<string, string | undefined>;
}

/**
 * What the shopper typed at the checkout, under the checkout's own headings and labels («جزئیات صورت‌حساب»,
 * «روش پرداخت»), as WooCommerce's thank-you page shows the order's addresses: a wrong number or street is seen while
 * the shop can still be told.
 */
function customerDetails(customer: Record<string, string | undefined>): SafeHtml {
  const rows = CHECKOUT_FIELDS.filter((f) => customer[f.name]).map(
    (f) => html`<div><dt>${f.label}</dt><dd${f.name === 'billing_phone' || f.name === 'billing_postcode' ? html` dir="ltr"` : ''}>${toPersianDigits(customer[f.name]!)}</dd></div>`,
  );
  const payment = PAYMENT_METHODS[customer.payment_method ?? ''];
  return html`<section class="order-customer" aria-labelledby="order-customer-title">
    <h2 id="order-customer-title">جزئیات صورت‌حساب</h2>
    <dl class="order-customer__list">${rows}${payment ? html`<div><dt>روش پرداخت</dt><dd>${payment}</dd></div>` : ''}</dl>
  </section>`;
}

/** Groups of four, in Persian digits, left to right as a card or a Sheba is written («۶۰۳۷ ۹۹۱۴ …», «IR۰۷ ۰۱۷۰ …»). */
const grouped = (number: string) => html`<bdi dir="ltr">${toPersianDigits(number.replace(/(.{4})(?=.)/g, '$1 '))}</bdi>`;

/**
 * An order paid «کارت به کارت»: where to send the money and how much, first on the page (WooCommerce's thank-you page
 * puts the bank details of a bank transfer above the order's details), the order's number to write with it.
 */
function bankDetails(siteName: string, order: ReceivedOrder): SafeHtml {
  return html`<section class="order-payment" aria-labelledby="order-payment-title">
    <h2 id="order-payment-title">اطلاعات واریز</h2>
    <p>مبلغ ${formatToman(order.total)} را به کارت زیر واریز کنید و شماره سفارش (${formatNumber(order.id, false)}) را در توضیحات واریز بنویسید. سفارش پس از تأیید واریز ارسال می‌شود.</p>
    <dl class="order-payment__list">
      <div><dt>شماره کارت</dt><dd>${grouped(BANK_ACCOUNT.card)}</dd></div>
      <div><dt>شماره شبا</dt><dd>${grouped(BANK_ACCOUNT.sheba)}</dd></div>
      <div><dt>به نام</dt><dd>${siteName}</dd></div>
      <div><dt>بانک</dt><dd>${BANK_ACCOUNT.bank}</dd></div>
      <div><dt>مبلغ قابل پرداخت</dt><dd>${formatToman(order.total)}</dd></div>
    </dl>
    <p>مبلغ بیش از سقف روزانه کارت به کارت را به شماره شبا (پایا یا ساتنا) واریز کنید.</p>
  </section>`;
}

export function orderReceivedPage(siteName: string, order: ReceivedOrder): PageDefinition {
  return {
    title: `سفارش دریافت شد - ${siteName}`,
    bodyClass: 'woocommerce-order-received',
    main: html`<div class="container checkout-page">
  <h1 class="page-title">سفارش شما دریافت شد</h1>
  <p class="woocommerce-notice woocommerce-thankyou-order-received" role="status">سپاس! سفارش شماره ${formatNumber(order.id, false)} ثبت شد و به‌زودی با شما تماس می‌گیریم.</p>
  ${order.customer?.payment_method === 'bacs' ? bankDetails(siteName, order) : ''}
  <table class="shop_table order_details">
    <tbody>${order.lines.map((l) => html`<tr><td>${orderLineName(l.title, l.quantity, l.variation)}</td><td>${formatToman(l.total)}</td></tr>`)}</tbody>
    <tfoot><tr><th scope="row">مبلغ کل</th><td><strong>${formatToman(order.total)}</strong></td></tr></tfoot>
  </table>
  ${order.customer ? customerDetails(order.customer) : ''}
  <a class="button" href="/">بازگشت به فروشگاه</a>
</div>`,
  };
}

/**
 * The shop manager's view of an order's attribution (`/demo-admin/orders/{id}/`, WooCommerce's edit-order screen's
 * box; this demo has no admin, so the session that placed the order sees it, and no shopper is sent there).
 */
export function orderAttributionPage(siteName: string, order: ReceivedOrder): PageDefinition {
  return {
    title: `سفارش ${formatNumber(order.id, false)}، منبع سفارش - ${siteName}`,
    bodyClass: 'demo-admin',
    main: html`<div class="container checkout-page">
  <h1 class="page-title">سفارش شماره ${formatNumber(order.id, false)}</h1>
  <p>${formatToman(order.total)}، ${formatNumber(order.lines.length)} قلم کالا</p>
  ${attributionBlock(order.attribution)}
</div>`,
  };
}

/** What the checkout stores from a submitted form: the known fields only, trimmed and capped as WordPress would sanitise them. */
export function attributionFromForm(body: Record<string, string | undefined>, prefix = 'wc_order_attribution_'): StoredAttribution {
  const out: StoredAttribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = body[prefix + field]?.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 2000);
    if (value) out[field] = value;
  }
  return out;
}
