import { tabTemplateGuard } from './tab-template';
import { fetchJson } from '../../shared/api/fetch-json';
import { restUrl } from '../../shared/api/page-config';
import { sanitizeHtml } from '../../shared/platform/sanitize-html';

/**
 * Lazy tab content (spec section 7): GET {rest root}/jet-tabs-api/v1/elementor-template?id=&dev=, once per tab.
 * `template_content` goes in through the allow-list sanitiser; each `template_scripts` URL loads once per page and
 * only from the site's own origin, and one that fails is logged only (spec section 8); `template_styles` are added
 * once. Until the answer the panel shows the server's fallback (a link to the content) and is `aria-busy`; a failed
 * request leaves the fallback and lets the next showing try again.
 */
const loadedScripts = new Set<string>();

function sameOrigin(url: string): URL | null {
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? parsed : null;
  } catch {
    return null;
  }
}

const urlsOf = (value: Record<string, string> | string[]) => (Array.isArray(value) ? value : Object.values(value));

function addScript(url: string): void {
  const parsed = sameOrigin(url);
  if (!parsed) {
    console.error(`[hsa] tabs: template script ${url} is not on this site; not loaded`);
    return;
  }
  if (loadedScripts.has(parsed.href)) return;
  loadedScripts.add(parsed.href);
  const script = document.createElement('script');
  script.src = parsed.href;
  script.async = true;
  script.onerror = () => console.error(`[hsa] tabs: template script ${parsed.href} failed to load`);
  document.head.append(script);
}

function addStyle(url: string): void {
  const parsed = sameOrigin(url);
  if (!parsed || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(parsed.href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = parsed.href;
  document.head.append(link);
}

export async function loadTabTemplate(panel: HTMLElement, templateId: string): Promise<void> {
  if (panel.dataset.templateState) return;
  panel.dataset.templateState = 'loading';
  panel.setAttribute('aria-busy', 'true');
  const url = `${restUrl('jet-tabs-api', 'elementor-template')}?id=${encodeURIComponent(templateId)}&dev=false`;
  const result = await fetchJson(tabTemplateGuard, { url, nonce: false });
  panel.removeAttribute('aria-busy');
  if (!result.ok) {
    delete panel.dataset.templateState;
    console.warn(`[hsa] tabs: template ${templateId} did not load (${result.error.kind})`);
    return;
  }
  urlsOf(result.data.template_styles).forEach(addStyle);
  panel.innerHTML = sanitizeHtml(result.data.template_content, true);
  panel.dataset.templateState = 'loaded';
  urlsOf(result.data.template_scripts).forEach(addScript);
}
