import { html, jsonScript, type SafeHtml } from '../html';
import type { PageDefinition } from '../site-context';

/**
 * The landing page (issue 13): the markup contract of the popups island and the page-widgets behaviour
 * (widgets/popups/README.md, widgets/page-widgets/README.md), as a theme prints it. `?popup_delay=` (seconds)
 * shortens the newsletter's wait, for the end-to-end tests.
 */
export const LAZY_TAB_TEMPLATE_ID = '301';
export const NEWSLETTER_POPUP_ID = '101';
export const EXIT_POPUP_ID = '102';
export const SCROLL_POPUP_ID = '103';

/** `#elementor-action:action=…&settings=<base64 JSON>`, URL-encoded, as Elementor prints it. */
export function actionHref(action: string, settings?: Record<string, unknown>): string {
  const query = `action=${action}${settings ? `&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}` : ''}`;
  return `#${encodeURIComponent(`elementor-action:${query}`)}`;
}

function popup(settings: Record<string, unknown>, body: SafeHtml): SafeHtml {
  return html`<div data-hsa-popup hidden>
<script type="application/json" data-popup-settings>${jsonScript(settings)}</script>
${body}
</div>`;
}

/**
 * The guide's open action. Without JavaScript the panel shows in place at the page's end, its id the action link's
 * fragment (percent-decoded, as the browser looks it up), so the link still leads to it; its close link is hidden.
 */
const GUIDE_OPEN = actionHref('off_canvas:open', { id: 'buying-guide' });

export function landingPage(siteName: string, options: { newsletterDelay: number; subscribed?: boolean }): PageDefinition {
  const popups = [
    // Not asked again of a session that has subscribed (it came back here with «عضویت شما در خبرنامه ثبت شد.»).
    options.subscribed ? html`` : popup(
      {
        id: NEWSLETTER_POPUP_ID,
        title: 'عضویت در خبرنامه',
        conditions: { times: { count: 1, period: 'day', count_on: 'open' } },
        triggers: { page_load: options.newsletterDelay },
        rules: { close_on_background: true, close_on_escape: true, do_not_show_again: true },
      },
      html`<p>از تخفیف‌های هفتگی ابزار و یراق‌آلات زودتر از همه باخبر شوید.</p>
<form class="landing-newsletter" method="post" action="/newsletter/">
  <input type="hidden" name="return" value="/landing/">
  <label for="newsletter-email">ایمیل</label>
  <input id="newsletter-email" type="email" name="newsletter" autocomplete="email" dir="ltr" required>
  <button type="submit" class="button button--primary">عضویت</button>
</form>`,
    ),
    popup(
      {
        id: EXIT_POPUP_ID,
        title: 'پیش از رفتن',
        triggers: { exit_intent: true },
        rules: { avoid_multiple_popups: true },
      },
      html`<p>ارسال سفارش‌های بالای ۵ میلیون تومان تا پایان آذر رایگان است.</p>
<a class="button button--primary" href="/product-category/electric-tools/">دیدن ابزار برقی</a>`,
    ),
    popup(
      {
        id: SCROLL_POPUP_ID,
        title: 'مشاوره رایگان خرید',
        conditions: { logged_in: { users: 'all' } },
        triggers: { scrolling: { direction: 'down', offset: 50 } },
        rules: { avoid_multiple_popups: false },
      },
      html`<p>برای انتخاب دریل یا پیچ‌گوشتی مناسب، کارشناسان ما راهنمایی‌تان می‌کنند.</p>
<a class="button" href="tel:+982100000000">تماس با کارشناس</a>
<p><a href="${actionHref('popup:close', { id: SCROLL_POPUP_ID })}">فعلاً نه</a></p>`,
    ),
  ];

  const main = html`<div class="container landing">
<h1 class="page-title">جشنواره ابزار پاییزی</h1>
<p>این برگه نمونهٔ پاپ‌آپ‌ها، پنل کناری، زبانه‌ها، آکاردئون، سوییچر و عنصر چسبان است.</p>
<div class="landing-sticky" data-hsa-sticky="desktop,tablet">
  <p><a href="${GUIDE_OPEN}" class="button">راهنمای خرید</a>
  <a href="#tab-warranty-panel" class="button">شرایط گارانتی</a></p>
</div>

<section class="landing-section" aria-labelledby="landing-tabs-title">
<h2 id="landing-tabs-title">دربارهٔ جشنواره</h2>
<div class="hsa-tabs" data-hsa-tabs>
  <div role="tablist" aria-label="دربارهٔ جشنواره">
    <button type="button" role="tab" id="tab-offers" aria-controls="tab-offers-panel" aria-selected="true">پیشنهادها</button>
    <button type="button" role="tab" id="tab-warranty" aria-controls="tab-warranty-panel" aria-selected="false" tabindex="-1">گارانتی</button>
    <button type="button" role="tab" id="tab-brands" aria-controls="tab-brands-panel" aria-selected="false" tabindex="-1">برندها</button>
  </div>
  <div role="tabpanel" id="tab-offers-panel" aria-labelledby="tab-offers" tabindex="0">
    <h3 class="nojs-only">پیشنهادها</h3>
    <p>تا پایان هفته، دریل‌ها و فرزها با ارسال رایگان.</p>
  </div>
  <div role="tabpanel" id="tab-warranty-panel" aria-labelledby="tab-warranty" tabindex="0" hidden>
    <h3 class="nojs-only">گارانتی</h3>
    <p>همهٔ ابزارهای برقی جشنواره هجده ماه گارانتی تعویض دارند.</p>
  </div>
  <div role="tabpanel" id="tab-brands-panel" aria-labelledby="tab-brands" tabindex="0" hidden data-template-id="${LAZY_TAB_TEMPLATE_ID}">
    <h3 class="nojs-only">برندها</h3>
    <ul class="landing-brands"><li><a href="/brand/bosch/">بوش</a></li></ul>
  </div>
</div>
</section>

<section class="landing-section" aria-labelledby="landing-faq-title">
<h2 id="landing-faq-title">پرسش‌های پرتکرار</h2>
<div class="hsa-accordion" data-hsa-accordion>
  <h3><button type="button" id="faq-shipping" aria-expanded="true" aria-controls="faq-shipping-panel">ارسال چقدر طول می‌کشد؟</button></h3>
  <div id="faq-shipping-panel" role="region" aria-labelledby="faq-shipping"><p>تهران یک روز کاری، شهرهای دیگر دو تا چهار روز کاری.</p></div>
  <h3><button type="button" id="faq-return" aria-expanded="false" aria-controls="faq-return-panel">می‌توانم کالا را پس بدهم؟</button></h3>
  <div id="faq-return-panel" role="region" aria-labelledby="faq-return" hidden><p>تا هفت روز پس از تحویل، اگر کالا باز نشده باشد.</p></div>
  <h3><button type="button" id="faq-invoice" aria-expanded="false" aria-controls="faq-invoice-panel">فاکتور رسمی می‌دهید؟</button></h3>
  <div id="faq-invoice-panel" role="region" aria-labelledby="faq-invoice" hidden><p>بله، با کد اقتصادی خریدار.</p></div>
</div>
</section>

<section class="landing-section" aria-labelledby="landing-price-title">
<h2 id="landing-price-title">قیمت‌ها</h2>
<div class="hsa-switcher" data-hsa-switcher>
  <p><button type="button" role="switch" aria-checked="false" class="hsa-switch">قیمت عمده</button></p>
  <div data-switcher-panel="off"><p>دریل شارژی ۱۸ ولت: ۴٬۲۰۰٬۰۰۰ تومان</p></div>
  <div data-switcher-panel="on" hidden><p>دریل شارژی ۱۸ ولت، از ۱۰ عدد: ۳٬۸۰۰٬۰۰۰ تومان</p></div>
</div>
</section>

<section class="landing-section landing-tall" aria-labelledby="landing-more-title">
<h2 id="landing-more-title">ابزار مناسب هر کار</h2>
<p>از بتن‌کنی تا نصب قفسه، ابزار درست کار را نصف می‌کند. در ادامه، راهنمای انتخاب دریل، پیچ‌گوشتی و رول‌پلاک را بخوانید.</p>
</section>

<div data-hsa-off-canvas="buying-guide" data-title="راهنمای خرید" data-side="end" hidden id="${decodeURIComponent(GUIDE_OPEN.slice(1))}">
  <h2 class="nojs-only">راهنمای خرید</h2>
  <ul>
    <li><a href="/product-category/electric-tools/">ابزار برقی</a></li>
    <li><a href="/product-category/hand-tools/">ابزار دستی</a></li>
  </ul>
  <p class="js-only"><a href="${actionHref('off_canvas:close', { id: 'buying-guide' })}">بستن راهنما</a></p>
</div>
${popups}
</div>`;

  return {
    title: `جشنواره ابزار پاییزی - ${siteName}`,
    bodyClass: 'page-landing',
    main,
    islands: ['popups', 'page-widgets'],
  };
}
