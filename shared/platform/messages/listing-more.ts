import { messagesFor } from '../i18n';

/**
 * The copy of the listing's 'load more' (widgets/listing-grid/load-more.ts: the theme's control, or infinite scroll's
 * button for the keyboard): it loads with that module, on demand, not with the grid behaviour. Defaults from
 * ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any key through the
 * page config (`i18n`).
 */
export const listingMoreMessages = {
  loadMore: 'نمایش موارد بیشتر',
  /** (ours) beside 'load more': how far the shopper has come («نمایش ۲۴ از ۱٬۲۰۰ محصول») */
  loadMoreProgress: 'نمایش {shown} از {total} محصول',
  /** (ours) announced when 'load more' has appended a page */
  loadMoreAdded: '{count} محصول دیگر اضافه شد.',
} as const;

/** `t()` for 'load more': its own keys and the core ones. */
export const t = messagesFor(listingMoreMessages);
