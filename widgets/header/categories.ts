/**
 * The catalogue's categories as the server printed them in the header's bottom bar (`.category-nav`: each top
 * category's link, its sub-categories' links in a nested list, and under each of those, optionally, a third list of
 * links: its brands). The drawer and the mega menu are built from this markup, so the theme prints the tree once and it
 * works without JavaScript.
 */
export interface CategoryLink {
  name: string;
  href: string;
}

/** A sub-category, and the links the theme printed under it (its brands: «دریل رونیکس»), which the mega menu shows. */
export interface SubCategory extends CategoryLink {
  links: CategoryLink[];
}

export interface CategoryTree extends CategoryLink {
  children: SubCategory[];
}

const linkOf = (a: HTMLAnchorElement): CategoryLink => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '#' });
const linksOf = (item: Element, selector: string) => Array.from(item.querySelectorAll<HTMLAnchorElement>(selector), linkOf);

export function readCategories(scope: ParentNode): CategoryTree[] {
  return Array.from(scope.querySelectorAll<HTMLLIElement>('.category-nav > li')).flatMap((item) => {
    const top = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
    if (!top) return [];
    const children = Array.from(item.querySelectorAll(':scope > ul > li')).flatMap((sub) => {
      const link = sub.querySelector<HTMLAnchorElement>(':scope > a[href]');
      return link ? [{ ...linkOf(link), links: linksOf(sub, ':scope > ul a[href]') }] : [];
    });
    return [{ ...linkOf(top), children }];
  });
}

// Read once per header: the mega menu's view takes the bar's server markup out of the page, and the drawer may open
// after it (a desktop window made narrow). Both modules read through here, so the one cache is theirs.
const trees = new WeakMap<HTMLElement, CategoryTree[]>();
export const categoriesOf = (header: HTMLElement): CategoryTree[] => trees.get(header) ?? (trees.set(header, readCategories(header)), trees.get(header)!);
