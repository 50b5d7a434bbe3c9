import { html } from '../html';
import type { PageDefinition } from '../site-context';

export function notFoundPage(siteName: string): PageDefinition {
  return {
    title: `برگه پیدا نشد - ${siteName}`,
    bodyClass: 'error404',
    main: html`<div class="container not-found">
  <h1 class="page-title">برگه‌ای که دنبالش بودید پیدا نشد</h1>
  <p>شاید نشانی را اشتباه وارد کرده‌اید یا این محصول دیگر در فروشگاه نیست.</p>
  <form role="search" method="get" action="/" class="not-found__search" aria-labelledby="nf-search-label">
    <label for="nf-search" id="nf-search-label">جستجو در محصولات</label>
    <input id="nf-search" type="search" name="s" required>
    <input type="hidden" name="post_type" value="product">
    <button type="submit" class="button button--primary">جستجو</button>
  </form>
  <a class="button" href="/">بازگشت به صفحه اصلی</a>
</div>`,
  };
}
