/**
 * The catalogue's categories as the server printed them in the header's bottom bar (`.category-nav`: each top
 * category's link, and its sub-categories' links in a nested list). The drawer and the mega menu are built from this
 * markup, so the theme prints the tree once and it works without JavaScript.
 */
export interface CategoryLink {
  name: string;
  href: string;
}

export interface CategoryTree extends CategoryLink {
  children: CategoryLink[];
}

const linkOf = (a: HTMLAnchorElement): CategoryLink => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '#' });

export function readCategories(scope: ParentNode): CategoryTree[] {
  return Array.from(scope.querySelectorAll<HTMLLIElement>('.category-nav > li')).flatMap((item) => {
    const top = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
    if (!top) return [];
    const children = Array.from(item.querySelectorAll<HTMLAnchorElement>(':scope > ul a[href]')).map(linkOf);
    return [{ ...linkOf(top), children }];
  });
}
