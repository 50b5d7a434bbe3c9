import { t } from '../../shared/platform/messages/listing-grid';

const BAR = '<span class="listing-overlay__bar" aria-hidden="true"><span></span></span>';

/** The overlay's markup, for stories. */
export function overlayMarkup(): string {
  return `<div class="listing-overlay"><div class="listing-overlay__box"><img src="/static/logo.svg" alt="" width="48" height="48"><p role="status">${t('loading')}</p>${BAR}</div></div>`;
}

/**
 * The loading overlay shown while the next page is appended (spec sections 2 and 9): the logo, «در حال بارگذاری…»
 * and a progress bar in a 360 px box, shown for at least `minMs` (250) so it never just flickers. Its text is a
 * status message, so a screen reader hears that more is coming. The logo is the site's own, as the page shows it
 * (WordPress's custom logo, or the header's); a page without one gets the box without it.
 */
export function createOverlay(doc: Document, minMs: number) {
  const el = doc.createElement('div');
  el.className = 'listing-overlay';
  el.hidden = true;
  el.innerHTML = `<div class="listing-overlay__box"><p role="status"></p>${BAR}</div>`;
  const logo = doc.querySelector<HTMLImageElement>('img.custom-logo, .site-logo img');
  if (logo) el.firstElementChild!.prepend(Object.assign(new Image(), { src: logo.src, alt: '' }));
  const text = el.querySelector('p')!;
  doc.body.append(el);
  let shownAt = 0;
  /** Bumped by each show and hide: a hide still waiting out the minimum gives way to what came after it. */
  let turn = 0;
  return {
    /**
     * `offline`: the request failed with the browser offline and waits for it («خطا در اتصال.» in place of «در حال
     * بارگذاری…»). The status text is written only when it changes: the grid shows every change of the store, and a
     * live region written again may be read again.
     */
    show(offline?: boolean) {
      turn++;
      const said = t(offline ? 'listingOffline' : 'loading');
      if (text.textContent !== said) text.textContent = said;
      if (!el.hidden) return; // a hide was waiting: the overlay simply stays
      shownAt = performance.now();
      el.hidden = false;
    },
    async hide() {
      if (el.hidden) return;
      const mine = ++turn;
      const left = minMs - (performance.now() - shownAt);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      if (mine !== turn) return;
      el.hidden = true;
      text.textContent = '';
    },
    remove: () => el.remove(),
  };
}
