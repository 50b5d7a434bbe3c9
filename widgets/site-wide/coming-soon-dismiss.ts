import { t } from '../../shared/platform/i18n';
import { holdFocus } from '../../shared/a11y/focus-fallback';
import { anyJson, fetchJson } from '../../shared/api/fetch-json';

/**
 * The coming-soon banner's dismiss, at its press (coming-soon-banner.ts): busy meanwhile (a second press does
 * nothing), the call with the nonce, the banner hidden when it completes, or «…» said in its status line.
 */
export async function dismissBanner(button: HTMLButtonElement, banner: HTMLElement, url: string): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  const status = banner.querySelector<HTMLElement>('[data-banner-status]');
  if (status) status.textContent = '';
  const result = await fetchJson(anyJson, { url, method: 'POST', json: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } }).catch(() => ({ ok: false as const }));
  button.removeAttribute('aria-busy');
  if (result.ok) {
    const restore = holdFocus(banner);
    banner.hidden = true;
    restore();
  } else if (status) {
    status.textContent = t('genericError');
  }
}
