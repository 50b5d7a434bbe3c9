import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchJson } from '../../shared/api/fetch-json';
import { compareSchema } from '../../shared/api/lazy-contracts';
import { restUrl } from '../../shared/api/page-config';
import type { CompareItem } from '../../shared/api/contracts/compare';
import { toPersianDigits } from '../../shared/platform/digits';
import { formatToman } from '../../shared/platform/i18n';
import { t } from '../../shared/platform/messages/compare-page';
import type { ComboboxOption } from '../../shared/ui/combobox-state';
import { update } from '../../shared/ui/combobox-state';
import { useCombobox } from '../../shared/ui/use-combobox';

/**
 * The «افزودن محصول به مقایسه» dialog's search (spec sections 2, 5, 7 and 8): a combobox (WAI-ARIA APG, list
 * autocomplete) whose list stays open in the dialog. Opening searches with an empty term; typing waits 300 ms, then
 * asks `GET {rest root}hsa/v1/compare/search?q=&ids=&limit=10` (same-origin credentials, the nonce); an older answer
 * never replaces a newer one. Each row: thumbnail, title, «کد محصول: …», «قیمت: …» and «افزودن», disabled when the
 * product is compared already or the page is full. «در حال جستجو…», «نتیجه‌ای یافت نشد.», «خطا در اتصال.» (red).
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_LIMIT = 10;

export interface AddModalProps {
  ids: readonly number[];
  max: number;
  onAdd: (id: number) => void | Promise<void>;
}

type Status = 'loading' | 'done' | 'error';

export function searchUrl(q: string, ids: readonly number[]): string {
  const query = new URLSearchParams({ q, ids: ids.join(','), limit: String(SEARCH_LIMIT) });
  return `${restUrl('hsa', 'compare/search')}?${query}`;
}

const priceText = (price: CompareItem['price']) =>
  typeof price === 'number' ? formatToman(price) : toPersianDigits((price ?? '').replace(/<[^>]*>/g, '').trim());

export function AddModal({ ids, max, onAdd }: AddModalProps) {
  const [results, setResults] = useState<CompareItem[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();
  const input = useRef<HTMLInputElement>(null);
  const full = ids.length >= max;

  const search = (q: string) => {
    request.current?.abort();
    const controller = (request.current = new AbortController());
    setStatus('loading');
    void fetchJson(compareSchema('compareSearchResponseSchema'), { url: searchUrl(q, ids), signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setResults([]);
        setStatus('error');
        return;
      }
      setResults(result.data.items);
      setStatus('done');
    });
  };

  useEffect(() => {
    search('');
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, []);

  const options = useMemo<ComboboxOption<CompareItem>[]>(
    () => results.map((item) => ({ id: String(item.id), label: item.title, value: item, disabled: full || ids.includes(item.id) || busy })),
    [results, full, ids, busy],
  );

  const cb = useCombobox<CompareItem>({
    items: options,
    onQueryChange: (q) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => search(q), SEARCH_DEBOUNCE_MS);
    },
    onSelect: (option) => {
      if (!option.value) return false;
      setBusy(true);
      void Promise.resolve(onAdd(option.value.id)).finally(() => setBusy(false));
      return false;
    },
    // Full: every row is disabled, and the status line says why (the count would say «نتیجه‌ای یافت نشد.» beside it)
    announceCount: status === 'done' && !full ? undefined : false,
  });

  useEffect(() => {
    // In the dialog the list is the content: open from the start, and not closed when focus leaves the box.
    cb.setState((s) => update(s, 'open'));
    input.current?.focus();
  }, []);

  // With the comparison full, every «افزودن» shown is disabled: the line says why (it was empty).
  const note = status === 'loading' ? t('searching') : status === 'error' ? t('connectionError') : !results.length ? t('noResultFound') : full ? t('compareLimit', { MAX: max }) : null;
  const { onBlur: _closeOnBlur, onKeyDown, ...inputProps } = cb.inputProps;
  return (
    <div class="compare-search">
      <label class="hsa-visually-hidden" {...cb.labelProps}>
        {t('compareSearchPlaceholder')}
      </label>
      {/* Escape is the dialog's: the list is its content, never closed on its own (it took three presses to leave). */}
      <input ref={input} class="compare-search__input" {...inputProps} onKeyDown={(e) => e.key === 'Escape' || onKeyDown(e)} type="search" placeholder={t('compareSearchPlaceholder')} />
      <p class={`compare-search__status${status === 'error' ? ' compare-search__status--error' : ''}`} role="status">
        {note}
      </p>
      <div class="compare-search__list" {...cb.listboxProps} hidden={!options.length}>
        {options.map((option) => {
          const item = option.value!;
          return (
            <div key={option.id} class="compare-search__row" {...cb.optionProps(option)}>
              <img class="compare-search__thumb" src={item.thumb} alt="" width={48} height={48} />
              <span class="compare-search__text">
                <span class="compare-search__title">{toPersianDigits(item.title)}</span>
                {/* The code as the product page and the box print it (Latin digits, left to right): what a shopper copies. */}
                <span class="compare-search__meta">
                  {t('compareSku', { sku: '' })}
                  <bdi dir="ltr">{item.sku}</bdi>
                </span>
                <span class="compare-search__meta">{t('comparePrice', { price: priceText(item.price) })}</span>
              </span>
              <span class="button compare-search__add">
                {t('compareAdd')}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
