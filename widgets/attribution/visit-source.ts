/**
 * Where a visit came from, decided as sourcebuster decides it (spec section 3): utm parameters (or an ad click id)
 * first, then a search engine's referrer (organic), then another site's referrer at the start of a visit (referral),
 * then, for a visitor with no history at all, typein ('(direct)' / '(none)'). null: the page continues the visit
 * and the current source stays.
 */
export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

/**
 * The `current` container's aliases: type, source, medium, campaign, content, term, and the utm_id, platform, format
 * and tactic WooCommerce added; each after the first is read from `utm_{UTM_PARAMS[i]}`.
 */
export const MAIN = ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'] as const;
export const UTM_PARAMS = ['', 'source', 'medium', 'campaign', 'content', 'term', 'id', 'source_platform', 'creative_format', 'marketing_tactic'] as const;

const NONE = '(none)';

/** Search engines other than Google and Yandex: host, query parameter, the source shown (sourcebuster's list). */
const ORGANICS = 'bing.com q bing,yahoo.com p yahoo,about.com q about,aol.com q aol,ask.com q ask,globososo.com q globo,go.mail.ru q go.mail.ru,rambler.ru query rambler,tut.by query tut.by';


const bare = (host: string) => host.replace(/^www\./, '');
/** `host` is `domain` or under it */
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The query's raw values, not decoded: sourcebuster keeps them as they are in the URL and reads the cookie with a
 * second decoding (so `summer%20sale` arrives as «summer sale», and its old cookies read the same).
 */
function rawParams(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of search.slice(1).split('&')) {
    const [key = '', ...value] = pair.split('=');
    if (key && !(key in out)) out[key] = value.join('=');
  }
  return out;
}

function organicSource(ref: URL): string | undefined {
  const host = ref.hostname;
  const query = `&${ref.search.slice(1)}`;
  if (/^(.*\.)?yandex\..{2,9}$/.test(host) && query.includes('&text=')) return 'yandex';
  if (/^(www\.)?google\..{2,9}$/.test(host)) return 'google';
  for (const engine of ORGANICS.split(',')) {
    const [domain, param, shown] = engine.split(' ') as [string, string, string];
    if (within(host, domain) && query.includes(`&${param}=`)) return shown;
  }
  return undefined;
}

export interface VisitState {
  /** the page's address */
  href: string;
  /** document.referrer, '' for none */
  referrer: string;
  /** a visit is under way (sbjs_session is set) */
  inSession: boolean;
  /** the visitor has a first or current source */
  known: boolean;
}

/** The `current` container's values in MAIN's order, or null when the page continues the visit. */
export function visitSource({ href, referrer, inSession, known }: VisitState): string[] | null {
  const page = new URL(href);
  const p = rawParams(page.search);
  const ad = 'gclid' in p ? 'google' : 'yclid' in p ? 'yandex' : '';
  if (ad || UTM_PARAMS.some((name) => name && `utm_${name}` in p)) {
    const adDefaults = ['utm', ad, 'cpc', `${ad}_cpc`];
    return UTM_PARAMS.map((name, i) => (i ? p[`utm_${name}`] || (ad && adDefaults[i]) || NONE : 'utm'));
  }
  let ref: URL | undefined;
  try {
    ref = new URL(referrer);
  } catch {
    // no referrer, or not a URL
  }
  // A referrer on this site (or a subdomain of it) is a page of the same visit, never a source.
  if (ref && !within(bare(ref.hostname), bare(page.hostname))) {
    const engine = organicSource(ref);
    if (engine) return ['organic', engine, 'organic', NONE, NONE, NONE, NONE, NONE, NONE, NONE];
    if (!inSession) {
      // Twitter's link shortener shows as the network it serves, as in sourcebuster (whose other such host,
      // plus.url.google.com, went with Google+ in 2019).
      return ['referral', within(ref.hostname, 't.co') ? 'twitter.com' : bare(ref.hostname), 'referral', NONE, ref.pathname, NONE, NONE, NONE, NONE, NONE];
    }
  }
  return known ? null : ['typein', '(direct)', NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE];
}
