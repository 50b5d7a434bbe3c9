import { t } from '../../shared/platform/messages/live-search';
import { toPersianDigits } from '../../shared/platform/digits';
import { safeUrl, sanitizeHtml } from '../../shared/platform/sanitize-html';
import { breadcrumbsText, type RowOption } from './suggestions';

/** What a result row shows (spec section 9, "Display"): images and prices on; the rest off unless the theme asks. */
export interface ShowOptions {
  image: boolean;
  price: boolean;
  sku: boolean;
  desc: boolean;
  sale: boolean;
  featured: boolean;
  vendor: boolean;
}

export const DEFAULT_SHOW: ShowOptions = { image: true, price: true, sku: false, desc: false, sale: false, featured: false, vendor: false };

function Thumb({ html, src }: { html?: string | undefined; src?: string | undefined }) {
  const clean = html ? sanitizeHtml(html) : '';
  if (clean) return <span class="hsa-ls__thumb" aria-hidden="true" dangerouslySetInnerHTML={{ __html: clean }} />;
  const url = safeUrl(src);
  return url ? (
    <span class="hsa-ls__thumb" aria-hidden="true">
      <img src={url} alt="" width={48} height={48} loading="lazy" decoding="async" />
    </span>
  ) : null;
}

/**
 * One row's content. Every text is rendered as text (Preact escapes it); the two markup fields, price and
 * thumb_html, go through the allow-list sanitiser.
 */
export function RowContent({ option, show, price }: { option: RowOption; show: ShowOptions; price?: string | undefined }) {
  const row = option.value!;
  if (row.kind === 'viewed') {
    return (
      <>
        {show.image ? <Thumb src={row.product.image_src} /> : null}
        <span class="hsa-ls__title">{toPersianDigits(row.product.value)}</span>
      </>
    );
  }
  if (row.kind !== 'result') return <span class="hsa-ls__title">{option.label}</span>;
  const s = row.suggestion;
  const crumbs = s.type === 'taxonomy' ? breadcrumbsText(s.breadcrumbs) : '';
  const priceHtml = show.price ? sanitizeHtml(price ?? s.price) : '';
  return (
    <>
      {show.image ? <Thumb html={s.thumb_html} src={s.image_src ?? s.image} /> : null}
      <span class="hsa-ls__text">
        <span class="hsa-ls__title">{toPersianDigits(s.value)}</span>
        {crumbs ? <span class="hsa-ls__meta">{crumbs}</span> : null}
        {show.sku && s.sku ? (
          <span class="hsa-ls__meta">
            {t('skuLabel')} <bdi>{s.sku}</bdi>
          </span>
        ) : null}
        {show.desc && s.desc ? <span class="hsa-ls__desc">{s.desc}</span> : null}
        {show.vendor && s.vendor ? <span class="hsa-ls__meta">{s.vendor}</span> : null}
      </span>
      {show.sale && s.on_sale ? <span class="hsa-ls__badge">{t('saleBadge')}</span> : null}
      {show.featured && s.featured ? <span class="hsa-ls__badge">{t('featuredBadge')}</span> : null}
      {priceHtml ? <span class="hsa-ls__price" dangerouslySetInnerHTML={{ __html: priceHtml }} /> : null}
    </>
  );
}
