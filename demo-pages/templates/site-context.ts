import type { SafeHtml } from './html';
import type { WooLoopProduct } from './woo-markup';

/** What every page template knows about the request: the shopper's session, cart and the site's chrome. */
export interface NavCategory {
  slug: string;
  name: string;
  /** Each sub-category with the brands that have the most products in it (the mega menu's third level). */
  children: Array<{ slug: string; name: string; brands: Array<{ slug: string; name: string }> }>;
}

export interface FlashNotice {
  kind: 'success' | 'error' | 'notice';
  message: string;
  /** A link after the message: «مشاهده سبد خرید» (a button, `button wc-forward`), a remove's «بازگردانی؟» (`restore-item`, as WooCommerce's). */
  link?: { href: string; text: string; className?: string };
}

export interface SiteContext {
  siteName: string;
  /** Path and query of this request, for forms that come back here. */
  path: string;
  nonce: string;
  /** The login island's nonce (`hl_nonce`) and the account this session is logged in to (absent or null: a guest). */
  login?: { nonce: string; account: { mobile: string } | null };
  cart: { count: number; bodyHtml: SafeHtml };
  /** The shopper's chosen city (cookie `gk_city`), shown on the header's location button. */
  city?: string | null;
  categories: NavCategory[];
  notices: FlashNotice[];
  /** null when the shopper dismissed it. */
  storeNotice: { id: string; text: string } | null;
  comingSoonBanner: boolean;
  /** The jQuery variant: jQuery and a legacy theme script that talk WooCommerce events. */
  jquery: boolean;
  /**
   * The WooCommerce variant (`?woo=1`): jQuery, a stand-in of WooCommerce's add-to-cart.js and cart-fragments.js
   * (woo-theme.js, configured by WooCommerce's params objects printed as JSON), and WooCommerce's own loop and
   * cart-widget markup after the header.
   */
  woo?: { products: WooLoopProduct[]; cartBody: SafeHtml; storageSuffix: string } | undefined;
  isCart: boolean;
  isCheckout: boolean;
  assets: { head: SafeHtml; scripts: SafeHtml };
  /** The islands and behaviours the page asked for, printed as #hsa-islands (shared/islands/page-islands.ts). */
  islands: readonly string[];
  theme: ThemeFiles;
  /**
   * The font files every page lays its first screen out with, preloaded: the Persian cut, and the Latin cut that the
   * product names' model codes (AC, TG), the SKUs and the footer's © need. Found by the style sheet alone, the Latin
   * cut came after the first layout, and every line holding a Latin letter was shaped and laid out again when it came
   * (the home page's style and layout at 4x, about 0.6 s -> 0.8 s).
   */
  fontPreloads: readonly string[];
}

/**
 * The theme's own files a page links (its style sheet, logo, the home page's picture, the icon), each with a `?v=` of
 * its content: the demo store serves a matching version for a year, immutable, and a change is a new URL.
 */
export interface ThemeFiles {
  css: string;
  logo: string;
  hero: string;
  favicon: string;
}

export interface PageDefinition {
  /** The document title. */
  title: string;
  main: SafeHtml;
  bodyClass?: string;
  description?: string;
  /** Islands this page needs beyond those on every page. */
  islands?: string[];
}
