import { faIR } from '../../shared/platform/messages';
import { html, type SafeHtml } from './html';
import { icon } from './icons';
import type { SiteContext } from './site-context';

export const SERVICES = [
  { icon: 'truck', title: 'ارسال سریع به سراسر ایران', text: 'سفارش‌های تهران همان روز و شهرستان‌ها در ۲ تا ۴ روز کاری' },
  { icon: 'shield', title: 'ضمانت اصالت کالا', text: 'همه ابزارها با گارانتی و کارت ضمانت معتبر' },
  { icon: 'headset', title: 'مشاوره پیش از خرید', text: 'کارشناسان ما برای انتخاب ابزار مناسب کنار شما هستند' },
  { icon: 'wrench', title: 'تعمیر و خدمات پس از فروش', text: 'تعمیر ابزار برقی با قطعات اصلی در کارگاه فروشگاه' },
];

export function siteFooter(site: SiteContext): SafeHtml {
  return html`<footer class="site-footer">
  <section class="services container" id="services" aria-labelledby="services-title">
    <h2 class="services__title" id="services-title">${faIR.services}</h2>
    <ul class="services__list">
      ${SERVICES.map((s) => html`<li class="services__item">${icon(s.icon)}<div><strong>${s.title}</strong><p>${s.text}</p></div></li>`)}
    </ul>
  </section>
  <div class="container site-footer__columns">
    <nav aria-label="${faIR.navCategories}">
      <h2 class="site-footer__heading">${faIR.navCategories}</h2>
      <ul>${site.categories.map((c) => html`<li><a href="/product-category/${c.slug}/">${c.name}</a></li>`)}</ul>
    </nav>
    <nav aria-label="دسترسی سریع">
      <h2 class="site-footer__heading">دسترسی سریع</h2>
      <ul>
        <li><a href="/checkout-cart/">${faIR.cart}</a></li>
        <li><a href="/checkout/">${faIR.checkout}</a></li>
        <li><a href="/compare/">${faIR.compare}</a></li>
      </ul>
    </nav>
    <div>
      <h2 class="site-footer__heading">${site.siteName}</h2>
      <p>فروشگاه تخصصی ابزار برقی و دستی، انکر، چسب و چرخ صنعتی. تهران، بازار ابزار، پلاک ۱۲ — تلفن <span dir="ltr">۰۲۱-۱۲۳۴۵۶۷۸</span></p>
    </div>
  </div>
  <p class="site-footer__copy">© ۱۴۰۵ ${site.siteName}</p>
</footer>`;
}

/**
 * WooCommerce's coming-soon footer banner. The dismiss control carries the REST URL of the dismiss call (spec
 * section 7); without JavaScript it posts a form to the same effect.
 */
export function comingSoonBanner(returnTo: string): SafeHtml {
  return html`<div id="coming-soon-footer-banner" class="coming-soon-footer-banner" role="region" aria-label="حالت به‌زودی">
  <p class="coming-soon-footer-banner__content">این فروشگاه در حالت «به‌زودی» است و فقط شما به‌عنوان مدیر آن را می‌بینید.</p>
  <form method="post" action="/coming-soon/dismiss">
    <input type="hidden" name="return" value="${returnTo}">
    <button type="submit" class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/me" aria-label="${faIR.dismiss}">×</button>
  </form>
  <p class="coming-soon-footer-banner__status" role="status" data-banner-status></p>
</div>`;
}
