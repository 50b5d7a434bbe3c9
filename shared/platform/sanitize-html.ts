/**
 * An allow-list sanitiser for the small pieces of server markup an island shows as markup (a search suggestion's
 * price and thumbnail, a popup's body): only the elements and attributes below survive; anything else is unwrapped
 * (its text kept) or, for elements whose content is code or a foreign document, dropped with its content. URLs (an
 * image's source, a link's target) must be http(s) or relative: a link with any other keeps its text only. Parsing happens in a <template>, whose content is inert: an `<img onerror>` in the input
 * never loads or runs while it is being cleaned.
 */
const KEEP = new Set('a,b,bdi,br,del,div,em,i,img,ins,li,mark,p,s,small,span,strong,sub,sup,ul'.split(','));
const DROP = new Set('script,style,template,iframe,object,embed,svg,math,noscript,textarea,select,title,link,meta,base,form,frame,frameset,audio,video,source,picture'.split(','));
const ATTRIBUTES = new Set('alt,aria-hidden,aria-label,class,decoding,dir,height,href,lang,loading,src,title,width'.split(','));

/** The URL if it is http(s) (a relative one resolved against the page), else undefined: `javascript:`, `data:`… never. */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, document.baseURI);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function clean(parent: ParentNode, links: boolean): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) continue; // text
    if (!(node instanceof Element)) {
      node.remove(); // comments, processing instructions
      continue;
    }
    const tag = node.localName;
    if (DROP.has(tag) || node.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      node.remove();
      continue;
    }
    clean(node, links);
    if (!KEEP.has(tag) || (tag === 'a' && !links)) {
      node.replaceWith(...Array.from(node.childNodes));
      continue;
    }
    for (const { name, value } of Array.from(node.attributes)) {
      const keep = ATTRIBUTES.has(name) && (name === 'src' ? tag === 'img' && safeUrl(value) !== undefined : name !== 'href' || (tag === 'a' && safeUrl(value) !== undefined));
      if (!keep) node.removeAttribute(name);
    }
    // An image without a usable source is nothing to show; one without alt text is decoration beside the text.
    if (tag === 'img' && !node.hasAttribute('src')) node.remove();
    else if (tag === 'a' && !node.hasAttribute('href')) node.replaceWith(...Array.from(node.childNodes));
    else if (tag === 'img' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
}

/**
 * Chromium checks the page's Content-Security-Policy as it parses an `on…` attribute, even into a <template>, and
 * reports a violation (nothing runs, but the console and the CSP report log fill up): such names are renamed inside
 * each tag before parsing (quoted values may hold '>'), and the allow-list then drops them.
 */
const TAG = /<[a-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^"'>])*>?/gi;
const HANDLER = /([\s"'/])(on[a-z])/gi;

/**
 * Markup that is safe to put into the page with innerHTML. Links are kept only when asked for (a lazy tab's content):
 * a suggestion's markup sits in a listbox option or hidden text, where a link would be a control inside a control.
 */
export function sanitizeHtml(markup: string | null | undefined, links = false): string {
  if (!markup) return '';
  const template = document.createElement('template');
  template.innerHTML = markup.replace(TAG, (tag) => tag.replace(HANDLER, '$1x-$2'));
  clean(template.content, links);
  return template.innerHTML;
}
