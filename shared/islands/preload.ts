/**
 * What every `import()` of a built island goes through (vite.config.ts `preloadHelper` puts it in the place of Vite's
 * own `__vitePreload`): the chunks and style sheets the imported one needs are fetched beside it, not one after the
 * other. Vite's copy is 0.6 KB gzip in the every-page bundle; this one keeps what a page needs of it:
 * - each file once: one already linked in the page (the theme's or the server's `<link>`) or asked for before is not
 *   asked for again, and a style sheet only counts as a `rel="stylesheet"` link;
 * - the import waits for its style sheets, so a view never draws unstyled;
 * - a style sheet that fails fails the import, and leaves the page, to be asked for again by the next one;
 * - the nonce of a `<meta property="csp-nonce">` goes on each link, for a site whose CSP asks for one;
 * - a failure is told as Vite's `vite:preloadError` event on `window`; a site that cancels it (to reload the page
 *   after a deploy, say) takes the failure over, and the import goes on.
 * Left out: the `rel="preload"` stand-in for a browser without module preloading (Safari before 17), which then
 * fetches the chunk when it is imported: later, not broken.
 */
const asked: Record<string, Promise<unknown> | false> = {};

function reported(error: unknown): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

function ask(file: string, base: string, nonce: string | null | undefined): Promise<unknown> | false | undefined {
  const href = new URL(file, base).href;
  if (href in asked) return asked[href];
  const css = href.endsWith('.css');
  for (const link of document.getElementsByTagName('link')) if (link.href === href && (!css || link.rel === 'stylesheet')) return;
  const link = document.createElement('link');
  // Heard before it joins the page: a DOM may answer as it joins (happy-dom does).
  const loaded =
    css &&
    new Promise((done, failed) => {
      link.onload = done;
      link.onerror = () => {
        link.remove();
        delete asked[href];
        failed(new Error(`Unable to preload CSS for ${href}`));
      };
    });
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.href = href;
  if (nonce) link.setAttribute('nonce', nonce);
  asked[href] = loaded;
  document.head.append(link);
  return loaded;
}

export function __vitePreload<T>(load: () => Promise<T>, files?: string[], base?: string): Promise<T> {
  const meta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
  const nonce = meta && (meta.nonce || meta.getAttribute('nonce'));
  return Promise.all((files ?? []).map((file) => ask(file, base ?? document.baseURI, nonce)))
    .catch(reported)
    .then(() => load().catch(reported) as Promise<T>);
}
