import type { ComponentChildren } from 'preact';
import { resetConfig } from '../../shared/api/page-config';
import { raw } from '../../demo-pages/templates/html';
import type { SiteContext } from '../../demo-pages/templates/site-context';
import { BRANDS } from '../../demo-pages/db/generator/brands';
import { CATEGORY_TREE } from '../../demo-pages/db/generator/categories';
import { cartBody } from '../fixtures/cart';

/**
 * The page every story is drawn on, as the theme prints it (demo-pages/templates/layout.ts): `<html lang="fa"
 * dir="rtl" class="js">`, the page config in `<script type="application/json" id="hsa-config">`, the theme's
 * background and font (theme.css, imported by .storybook/preview.tsx).
 */

/** The demo store's name (demo-pages/server/app.ts's default). */
export const SITE_NAME = 'ابزارآلات هسا';

/** The page config layout.ts prints, for a shopper with an empty cart. Stories override fields with `parameters.pageConfig`. */
export const PAGE_CONFIG = {
  siteName: SITE_NAME,
  homeUrl: '/',
  cartUrl: '/checkout-cart/',
  checkoutUrl: '/checkout/',
  isCart: false,
  isCheckout: false,
  rest: { root: '/wp-json/', nonce: 'storybook0' },
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  cartNamespace: 'hsa-cart',
  cartCount: '0',
  redirectAfterAdd: false,
  i18n: {},
};

export type PageConfigOverrides = Partial<typeof PAGE_CONFIG> & Record<string, unknown>;

/**
 * Makes the preview document look like a theme page: RTL and Persian on `<html>`, JavaScript on, and the page
 * config written as a JSON script (as tests/support/page.ts's setPageConfig does); the cached config is forgotten
 * whenever the script changes, so islands read the new one.
 */
export function preparePage(overrides: PageConfigOverrides = {}, doc: Document = document): void {
  const root = doc.documentElement;
  if (root.getAttribute('lang') !== 'fa') root.setAttribute('lang', 'fa');
  if (root.getAttribute('dir') !== 'rtl') root.setAttribute('dir', 'rtl');
  root.classList.remove('no-js');
  root.classList.add('js');

  const json = JSON.stringify({ ...PAGE_CONFIG, ...overrides });
  const current = doc.getElementById('hsa-config');
  if (current?.textContent === json && current.parentNode === doc.head) return;
  current?.remove();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'hsa-config';
  script.textContent = json;
  doc.head.append(script);
  resetConfig();
}

/** A story's play waits for what its behaviour does after a turn or an answer: until `done`, at most `tries` × `every` ms. */
export async function until(done: () => boolean, tries = 40, every = 25): Promise<void> {
  for (let i = 0; i < tries && !done(); i++) await new Promise((resolve) => setTimeout(resolve, every));
}

/** The page behind a story: the theme's background, the full height of the canvas. */
export function PageFrame({ children }: { children: ComponentChildren }) {
  return <div class="sb-page">{children}</div>;
}

/** The category bar's tree: the generator's categories, three of its brands under each sub-category (the store reads the brands with the most products there). */
export const NAV_CATEGORIES: SiteContext['categories'] = CATEGORY_TREE.map((cat) => ({
  slug: cat.slug,
  name: cat.name,
  children: cat.children.map((child, i) => ({ slug: child.slug, name: child.name, brands: [0, 1, 2].map((k) => BRANDS[(i * 3 + k) % BRANDS.length]!).map(({ slug, name }) => ({ slug, name })) })),
}));

/** The site chrome the server templates need (demo-pages/server/site-context.ts builds the same from the store). */
export function siteContext(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    siteName: SITE_NAME,
    path: '/',
    nonce: PAGE_CONFIG.rest.nonce,
    cart: { count: 0, bodyHtml: raw(cartBody([])) },
    categories: NAV_CATEGORIES,
    notices: [],
    storeNotice: null,
    comingSoonBanner: false,
    jquery: false,
    isCart: false,
    isCheckout: false,
    assets: { head: raw(''), scripts: raw('') },
    islands: [],
    theme: { css: '/static/theme.css', logo: '/static/logo.svg', hero: '/static/hero.svg', favicon: '/static/favicon.svg' },
    fontPreloads: [],
    ...overrides,
  };
}
