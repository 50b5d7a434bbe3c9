import type { SearchSuggestion } from '../../shared/api/contracts/search';
import { t } from '../../shared/platform/messages/live-search';
import type { liveSearchMessages } from '../../shared/platform/messages/live-search';
import { safeUrl } from '../../shared/platform/sanitize-html';
import type { ComboboxItem, ComboboxOption } from '../../shared/ui/combobox-state';
import type { SearchHistory, ViewedProduct } from './history';

type MessageKey = keyof typeof liveSearchMessages;

/**
 * FiboSearch's suggestions as the combobox's items (spec sections 2, 3 and 9): grouped under the headings of
 * fa-IR-strings.md (products, categories, tags, brands, posts, pages), then «مشاهده همه محصولات... ({total})»; a
 * no-results row when nothing was found. Every link is checked (http(s) or relative only): a `javascript:` url is
 * no link at all. History is a group of its own, with «پاک کردن» as its first option so the keys reach it.
 */
export type Row =
  | { kind: 'result'; suggestion: SearchSuggestion }
  | { kind: 'more'; total: number }
  | { kind: 'none' }
  | { kind: 'viewed'; product: ViewedProduct }
  | { kind: 'phrase'; phrase: string }
  | { kind: 'clear' };

export type RowOption = ComboboxOption<Row>;

const GROUPS: Array<[MessageKey, (s: SearchSuggestion) => boolean]> = [
  ['searchProducts', (s) => s.type === 'product' || s.type === 'product_variation'],
  ['searchCategories', (s) => s.taxonomy === 'product_cat'],
  ['searchTags', (s) => s.taxonomy === 'product_tag'],
  ['searchBrands', (s) => s.type === 'taxonomy' && s.taxonomy !== 'product_cat' && s.taxonomy !== 'product_tag'],
  ['searchPosts', (s) => s.type === 'post' && s.post_type !== 'page'],
  ['searchPages', (s) => s.type === 'post' && s.post_type === 'page'],
];

/** FiboSearch's object identity (spec section 3), the key of the details and prices calls. */
export function objectId(s: SearchSuggestion): string {
  if (s.type === 'product_variation') return `${s.type}__${s.post_id}__${s.variation_id}`;
  if (s.type === 'taxonomy') return `${s.type}__${s.term_id}__${s.taxonomy}`;
  if (s.post_type && s.type !== 'product') return `${s.type}__${s.post_id}__${s.post_type}`;
  return `${s.type}__${s.post_id}`;
}

const domSafe = (key: string) => key.replace(/[^\w-]/g, '_');

export function suggestionItems(suggestions: SearchSuggestion[]): ComboboxItem<Row>[] {
  const items: ComboboxItem<Row>[] = [];
  const seen = new Set<string>();
  const option = (s: SearchSuggestion): RowOption => {
    let id = domSafe(objectId(s));
    while (seen.has(id)) id += '_';
    seen.add(id);
    return { id, label: s.value, href: safeUrl(s.url), value: { kind: 'result', suggestion: s } };
  };
  for (const [heading, belongs] of GROUPS) {
    const options = suggestions.filter(belongs).map(option);
    if (options.length) items.push({ id: heading, label: t(heading), options });
  }
  const more = suggestions.find((s) => s.type === 'more_products');
  const total = Number(more?.total);
  if (more && total > 0) items.push({ id: 'more', label: t('viewAllProducts', { total }), href: safeUrl(more.url), value: { kind: 'more', total } });
  if (items.length === 0) items.push({ id: 'none', label: t('searchNoResults'), disabled: true, value: { kind: 'none' } });
  return items;
}

export function historyItems(history: SearchHistory): ComboboxItem<Row>[] {
  if (!history.products.length && !history.phrases.length) return [];
  const options: RowOption[] = [
    { id: 'clear', label: t('clearHistory'), value: { kind: 'clear' } },
    ...history.products.map((product): RowOption => ({ id: `h-p-${domSafe(product.post_id)}`, label: product.value, href: safeUrl(product.url), value: { kind: 'viewed', product } })),
    ...history.phrases.map((phrase, i): RowOption => ({ id: `h-s-${i}`, label: phrase, value: { kind: 'phrase', phrase } })),
  ];
  return [{ id: 'history', label: t('searchHistory'), options }];
}

/**
 * 'در {breadcrumbs}' with the path joined in the reading direction: each part isolated (a Latin brand name inside
 * a Persian path keeps its place) and joined by ‹›, which the bidi algorithm mirrors to point the way the line reads.
 */
export function breadcrumbsText(breadcrumbs: string | string[] | undefined): string {
  const parts = (Array.isArray(breadcrumbs) ? breadcrumbs : (breadcrumbs ?? '').split(/\s*[>›»]\s*/)).map((p) => p.trim()).filter(Boolean);
  return parts.length ? t('inBreadcrumbs', { breadcrumbs: parts.map((p) => `\u2068${p}\u2069`).join(' › ') }) : '';
}
