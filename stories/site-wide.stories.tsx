import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo, useState } from 'preact/hooks';
import { comingSoonBanner } from '../demo-pages/templates/footer';
import { siteHeader } from '../demo-pages/templates/header';
import { html } from '../demo-pages/templates/html';
import { storeNotice } from '../demo-pages/templates/notices';
import { cartPageContent } from '../demo-pages/templates/pages/cart';
import { checkoutPage } from '../demo-pages/templates/pages/checkout';
import { addToCartForm } from '../demo-pages/templates/pages/product';
import { STORE_NOTICE } from '../demo-pages/server/site-context';
import { getConfig } from '../shared/api/page-config';
import { createBehaviour } from '../shared/islands/define-behaviour';
import type { Disposables } from '../shared/islands/disposables';
import { cookie } from '../shared/platform/storage';
import { setupComingSoonBanner } from '../widgets/site-wide/coming-soon-banner';
import { setupFieldErrors } from '../widgets/site-wide/field-errors';
import { setupPasswordToggles } from '../widgets/site-wide/password-toggle';
import { setupQuantityMinimums } from '../widgets/site-wide/quantity-min';
import { noticeCookieName, setupStoreNotice } from '../widgets/site-wide/store-notice';
import { line } from './fixtures/cart';
import { CARD_PRODUCTS, cartLines, picture } from './support/catalogue';
import { FakeFetch, htmlResponse, jsonResponse, latency, type FakeHandler } from './support/fake-fetch';
import { PAGE_CONFIG, siteContext, until } from './support/page';
import { ServerMarkup } from './support/server-markup';

/**
 * The site-wide behaviours (widgets/site-wide): each story renders the server template's markup and starts the
 * matching behaviour on the document, as widgets/site-wide/index.ts does on a page (config read first), and stops
 * it when the story goes away.
 */
const siteWide = (name: string, setup: (d: Disposables, doc: Document) => void) =>
  createBehaviour({
    name,
    setup: (d, doc) => {
      getConfig();
      setup(d, doc);
    },
  });

const storeNoticeBehaviour = [siteWide('store-notice', setupStoreNotice)];
const comingSoonBehaviour = [siteWide('coming-soon-banner', setupComingSoonBanner)];
const passwordBehaviour = [siteWide('password-toggle', setupPasswordToggles)];
const quantityBehaviour = [siteWide('quantity-min', setupQuantityMinimums)];
const fieldErrorBehaviour = [siteWide('field-errors', setupFieldErrors)];

/** The store notice above the header; dismissing it sets the cookie and hides it (the cookie is cleared first). */
function StoreNoticeBar() {
  const [markup] = useState(() => {
    cookie.remove(noticeCookieName(STORE_NOTICE.id));
    return html`${storeNotice(STORE_NOTICE, '/')}${siteHeader(siteContext())}<main id="main" tabindex="-1"></main>`;
  });
  return <ServerMarkup html={markup} behaviours={storeNoticeBehaviour} />;
}

/** The coming-soon banner, its dismiss answered by `answer` (the users endpoint, spec section 7). */
function ComingSoon({ answer }: { answer: 'ok' | 'html' }) {
  const handler: FakeHandler = async ({ url, method, signal }) => {
    if (method !== 'POST' || url.pathname !== '/wp-json/wp/v2/users/me') return undefined;
    await latency(300, signal);
    return answer === 'ok'
      ? jsonResponse({ id: 0, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } })
      : htmlResponse('<!doctype html><html><body><p><b>Fatal error</b>: Uncaught Error in wp-includes/rest-api.php</p></body></html>');
  };
  const markup = useMemo(() => comingSoonBanner('/'), []);
  return (
    <FakeFetch handler={handler}>
      <ServerMarkup html={markup} behaviours={comingSoonBehaviour} />
    </FakeFetch>
  );
}

/** The checkout's optional account password, as checkout.ts prints it (taken out of the whole page's markup). */
function PasswordField() {
  const markup = useMemo(() => {
    const page = checkoutPage({
      siteName: PAGE_CONFIG.siteName,
      lines: cartLines(),
      nonce: PAGE_CONFIG.rest.nonce,
      values: {},
      errors: {},
      suggestions: [],
      tagsOf: () => [],
    });
    const template = document.createElement('template');
    template.innerHTML = page.main.value;
    return template.content.querySelector('#account_password')?.closest('.form-row')?.outerHTML ?? '';
  }, []);
  return (
    <div class="container sb-stage sb-stage--narrow">
      <ServerMarkup html={markup} behaviours={passwordBehaviour} />
    </div>
  );
}

/**
 * The cart page's table (cart.ts) where a cached page shows a quantity under the product's minimum: the first line
 * may not be bought fewer than 3 at a time and shows 1; the behaviour raises it to 3 on load.
 */
function CartQuantities() {
  const markup = useMemo(() => {
    const underMinimum = line(6, 1, { title: 'رول‌پلاک کنزاکس مدل KPT8 بسته ۱۰۰ عددی', price: 95_000, regularPrice: 95_000, minQty: 3, images: [picture(6, 1, 'wall-plug', 'kenzax')] });
    // the server never writes a quantity under the minimum itself: this is the page a cache kept
    const cached = { ...underMinimum, quantity: 1, lineTotal: underMinimum.unitPrice };
    return html`<div class="cart-page woocommerce-cart">${cartPageContent([cached, cartLines()[0]!], PAGE_CONFIG.rest.nonce)}</div>`;
  }, []);
  return (
    <div class="container sb-stage">
      <ServerMarkup html={markup} behaviours={quantityBehaviour} />
    </div>
  );
}

/**
 * A variable product's add-to-cart form (product.ts's), with the field-errors behaviour: sent without a size, or with
 * letters for the count, each field says why under it in Persian instead of the browser's bubble.
 */
function ProductForm() {
  const markup = useMemo(() => {
    const product = { ...CARD_PRODUCTS.variable, maxQty: 0 };
    const size = (id: number, cm: number, stockStatus: 'instock' | 'outofstock') => ({
      variation: { id, productId: product.id, title: product.title, sku: `${product.sku}-${cm}`, price: product.price + cm * 1_000, regularPrice: product.price + cm * 1_000, salePrice: null, stockStatus, stockQty: null, attributes: { pa_size: `${cm}-mm` }, image: product.images[0]! },
      label: `قطر ${cm} میلی‌متر`,
    });
    return html`<div class="product-page__summary summary">${addToCartForm({ details: { product }, variations: [size(1051, 6, 'instock'), size(1052, 8, 'instock'), size(1053, 10, 'outofstock')] })}</div>`;
  }, []);
  return (
    <div class="container sb-stage sb-stage--narrow">
      <ServerMarkup html={markup} behaviours={fieldErrorBehaviour} />
    </div>
  );
}

const meta = {
  title: 'Site-wide/Elements',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoreNotice: Story = { name: 'Store notice', render: () => <StoreNoticeBar /> };

/** Dismiss (×): the call succeeds and the banner goes away. */
export const ComingSoonBanner: Story = { name: 'Coming-soon banner', render: () => <ComingSoon answer="ok" /> };

/** Dismiss (×): the server answers an HTML error page, so the banner stays and says so. */
export const ComingSoonBannerError: Story = {
  name: 'Coming-soon banner, server error',
  render: () => <ComingSoon answer="html" />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.coming-soon-footer-banner-dismiss')?.click();
    await until(() => !!canvasElement.querySelector('[data-banner-status]')?.textContent);
  },
};

export const PasswordToggle: Story = { name: 'Password field', render: () => <PasswordField /> };

/** The toggle pressed: the password is shown and the button now offers to hide it. */
export const PasswordShown: Story = {
  name: 'Password field, shown',
  render: () => <PasswordField />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('#account_password');
    if (input) input.value = 'Hesa-1403';
    canvasElement.querySelector<HTMLButtonElement>('.show-password-input')?.click();
  },
};

export const QuantityRaisedToMin: Story = { name: 'Quantity raised to the minimum', render: () => <CartQuantities /> };

/** The add-to-cart form as the page prints it, before anything is sent. */
export const FieldErrorsProductForm: Story = { name: 'Product form', render: () => <ProductForm /> };

/** Sent without a size and with «دو» for the count: both fields say why, the first has the focus. */
export const FieldErrorsRefused: Story = {
  name: 'Product form, refused fields',
  render: () => <ProductForm />,
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector<HTMLInputElement>('input[name="quantity"]');
    if (count) count.value = 'دو';
    canvasElement.querySelector<HTMLButtonElement>('form.cart button[type=submit]')?.click();
    await until(() => canvasElement.querySelectorAll('.hsa-field-error').length === 2);
  },
};
