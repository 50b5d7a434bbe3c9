import { t } from '../../shared/platform/messages/compare-page';

/**
 * The server's comparison table (demo-pages/templates/pages/compare.ts), changed in place: a product's column out,
 * the differing rows marked again, the remove links and the count made right. Plain DOM over the server's markup:
 * the same table is the page without JavaScript.
 */
/**
 * The comparison page's address, for the island and the server's template alike (demo-pages/templates/pages/compare.ts):
 * `ids=` even when empty, since `/compare/` alone shows the comparison kept for shoppers without JavaScript.
 */
export function compareUrl(ids: readonly number[], diff = false): string {
  return `/compare/?ids=${ids.join(',')}${diff ? '&diff=1' : ''}`;
}

export function tableIds(body: ParentNode): number[] {
  return Array.from(body.querySelectorAll<HTMLElement>('thead th[data-compare-id]'), (th) => Number(th.dataset.compareId));
}

const text = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Marks the rows whose values differ (as the server does); a row no product has a value for any more goes. */
export function markDifferences(table: HTMLTableElement): void {
  for (const row of Array.from(table.querySelectorAll('tbody > tr'))) {
    if (row.hasAttribute('data-compare-fixed')) continue;
    const values = Array.from(row.querySelectorAll(':scope > td'), text);
    if (values.length && values.every((v) => v === '—')) {
      row.remove();
      continue;
    }
    const differs = new Set(values).size > 1;
    row.toggleAttribute('data-differs', differs);
    const head = row.querySelector(':scope > th');
    const note = head?.querySelector('.hsa-visually-hidden');
    if (differs && head && !note) {
      const span = document.createElement('span');
      span.className = 'hsa-visually-hidden';
      span.textContent = ` (${t('compareDiffers')})`;
      head.append(span);
    } else if (!differs) note?.remove();
  }
}

/** Each remove link goes to the page without its product, keeping «فقط تفاوت‌ها». */
export function syncLinks(body: ParentNode, diff: boolean, max: number): void {
  const ids = tableIds(body);
  for (const link of Array.from(body.querySelectorAll<HTMLAnchorElement>('a[data-compare-remove]'))) {
    const id = Number(link.dataset.compareRemove);
    link.href = compareUrl(ids.filter((x) => x !== id), diff);
  }
  const count = body.querySelector('[data-compare-count]');
  if (count) count.textContent = t('compareCount', { count: ids.length, max });
  body.querySelector('table')?.classList.toggle('compare-table--diff-only', diff);
}

/** Takes a product's column out; returns false when it is not in the table. */
export function removeColumn(body: HTMLElement, id: number): boolean {
  const table = body.querySelector('table');
  const head = table?.querySelector<HTMLTableCellElement>(`thead th[data-compare-id="${id}"]`);
  if (!table || !head) return false;
  const at = Array.from(head.parentElement!.children).indexOf(head);
  for (const row of Array.from(table.querySelectorAll('tr'))) row.children[at]?.remove();
  if (!tableIds(body).length) {
    const empty = document.createElement('p');
    empty.className = 'woocommerce-info';
    empty.textContent = t('empty');
    body.replaceChildren(empty);
    return true;
  }
  markDifferences(table);
  return true;
}
