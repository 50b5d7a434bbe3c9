import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { JSX } from 'preact';
import { visuallyHidden } from '../../shared/a11y/visually-hidden';
import type { SearchSuggestion } from '../../shared/api/contracts/search';
import { t } from '../../shared/platform/messages/live-search';
import { matches, onMediaChange } from '../../shared/platform/media';
import { sanitizeHtml } from '../../shared/platform/sanitize-html';
import { isExpanded, isGroup, setQuery, update, type ComboboxItem } from '../../shared/ui/combobox-state';
import { useCombobox } from '../../shared/ui/use-combobox';
import { useModalLayer } from '../../shared/ui/use-modal-layer';
import type { DetailsMap } from './extras';
import { addProduct, clearHistory, readHistory, type SearchHistory } from './history';
import { addPhrase } from './phrases';
import { DEFAULT_SHOW, RowContent, type ShowOptions } from './Row';
import type { SearchClient, SearchOutcome } from './search-client';
import { historyItems, objectId, suggestionItems, type Row, type RowOption } from './suggestions';
import type { RecognitionClass, VoiceButtonProps } from './voice';

/** Spec section 9: the mobile overlay's breakpoint, the double-click guard; the details panel's conditions. */
export const MOBILE_MEDIA = '(max-width: 992px)';
export const DETAILS_MEDIA = '(min-width: 768px) and (hover: hover)';
export const SUBMIT_GUARD_MS = 500;

export interface LiveSearchOptions {
  /** 'classic': the box in place; 'icon': a magnifier that expands into the box. @defaultValue 'classic' */
  layout?: 'classic' | 'icon';
  /** The form's action and the post type it searches. @defaultValue '/', 'product' */
  action?: string;
  postType?: string;
  placeholder?: string;
  /** History when the box is focused and empty. @defaultValue true */
  history?: boolean;
  /** Enter with no row active does not submit. @defaultValue false */
  submitDisabled?: boolean;
  show?: Partial<ShowOptions>;
  /** The darkened page overlay while the box is focused. @defaultValue true */
  darken?: boolean;
  /** Voice search (fa-IR), where the browser has speech recognition. @defaultValue false */
  voice?: boolean;
}

export interface LiveSearchProps extends LiveSearchOptions {
  client: SearchClient;
  /** The details panel's call; the panel is off without it. */
  details?: ((items: Array<{ objectID: string; value: string }>) => Promise<DetailsMap | null>) | undefined;
  /** The dynamic prices call; prices stay as the search gave them without it. */
  prices?: ((ids: string[]) => Promise<Record<string, string> | null>) | undefined;
  /** The speech recognition voice search uses (a story's stand-in); default the browser's. */
  speechRecognition?: RecognitionClass | null;
  /** When the full-screen mobile overlay is used. @defaultValue MOBILE_MEDIA */
  mobileMedia?: string;
  /** The element ids' base (the header's box keeps `site-search-input`). */
  id?: string;
  defaultQuery?: string;
  /**
   * The box's text at mount without a search (the search results page prints the query searched for): its
   * suggestions come when the shopper comes back to the box. `defaultQuery` searches at once.
   */
  query?: string | undefined;
}

const magnifier = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2" />
    <path d="m16.5 16.5 4 4" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
  </svg>
);

/** The browser's speech recognition, if it has one. */
const browserRecognition = () => {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
};

const selectable = (items: ComboboxItem<Row>[]) => items.flatMap((item) => (isGroup(item) ? item.options : [item]));

export function LiveSearch(props: LiveSearchProps) {
  const { client, layout = 'classic', action = '/', postType = 'product', history: historyOn = true, submitDisabled = false, darken = true } = props;
  const show = { ...DEFAULT_SHOW, ...props.show };
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const lastSubmit = useRef(0);

  const [outcome, setOutcome] = useState<SearchOutcome>({ query: '', status: 'idle' });
  const [results, setResults] = useState<{ query: string; suggestions: SearchSuggestion[] } | null>(null);
  const [history, setHistory] = useState<SearchHistory>({ products: [], phrases: [] });
  const [focused, setFocused] = useState(false);
  const [dark, setDark] = useState(true);
  const [iconOpen, setIconOpen] = useState(false);
  const mobileMedia = props.mobileMedia ?? MOBILE_MEDIA;
  const [mobile, setMobile] = useState(() => matches(mobileMedia));
  const [mobileOpen, setMobileOpen] = useState(false);
  /** Set while the back button puts focus back in the box: that focus opens nothing. */
  const quiet = useRef(false);
  const [details, setDetails] = useState<DetailsMap | null>(null);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [hovered, setHovered] = useState<string | null>(null);

  const search = (query: string) =>
    client.search(query, (next) => {
      setOutcome(next);
      if (next.status === 'done') setResults({ query: next.query, suggestions: next.suggestions });
      else if (next.status !== 'loading') setResults(null); // too short, or the request failed: nothing shown
    });

  // Query "" shows the history (when focused); a short query nothing; else the newest answer, kept while the next
  // one loads so the list does not flicker between keystrokes.
  const initial = props.defaultQuery ?? props.query ?? '';
  const [typed, setTyped] = useState(initial);
  const items = useMemo<ComboboxItem<Row>[]>(() => {
    if (typed.trim() === '') return historyOn && focused ? historyItems(history) : [];
    if (outcome.status === 'idle' || outcome.status === 'error' || !results) return [];
    return suggestionItems(results.suggestions);
  }, [typed, historyOn, focused, history, outcome.status, results]);

  const submit = (query: string) => {
    const input = inputRef.current;
    if (!input) return;
    input.value = query;
    formRef.current?.requestSubmit();
  };

  const cb = useCombobox<Row>({
    id: props.id,
    items,
    defaultQuery: initial,
    // Results, not rows: «مشاهده همه محصولات...» is not one, and «نتیجه ای پیدا نشد.» is the live search's own text.
    // The rows are the first few: when the shop holds more, that row's label (with the total) is said after the count.
    // Said only of an answer: under the three letters a search needs, or while it is asked for, nothing was searched
    // (one letter was read as «نتیجه ای پیدا نشد.» with no list on screen; found by an exploratory pass).
    announceCount:
      typed.trim() === '' || outcome.status !== 'done'
        ? false
        : (count) => {
            const more = items.find((i) => i.id === 'more');
            const found = count - (more ? 1 : 0);
            return found > 0 ? t('comboboxResults', { count: found }) + (more ? `، ${more.label}` : '') : t('searchNoResults');
          },
    onQueryChange: (query) => {
      setTyped(query);
      search(query);
    },
    onSelect: (option, { newTab }) => {
      const row = option.value!;
      const keep = (query: string) => cb.setState((s) => ({ ...s, query, open: query === '' }));
      if (row.kind === 'clear') {
        setHistory(clearHistory());
        keep('');
        return false;
      }
      if (row.kind === 'phrase') {
        keep(row.phrase);
        setTyped(row.phrase);
        submit(row.phrase);
        return false;
      }
      if (row.kind === 'more') {
        keep(typed);
        submit(typed);
        return false;
      }
      if (row.kind === 'result' && (row.suggestion.type === 'product' || row.suggestion.type === 'product_variation') && historyOn) {
        const s = row.suggestion;
        addProduct({ post_id: s.post_id, value: s.value, url: option.href, image_src: s.image_src ?? s.image });
      }
      if (!option.href) return false; // an unsafe url is no link
      if (newTab) keep(typed);
      return undefined;
    },
  });
  const { state } = cb;
  const expanded = isExpanded(state);

  // Initial text (a story, or a theme printing the last search): its results come as if typed.
  useEffect(() => {
    if (props.defaultQuery) search(props.defaultQuery);
    return () => client.cancel();
  }, []);

  // The mobile overlay follows the breakpoint as the window crosses it.
  useEffect(
    () =>
      onMediaChange(mobileMedia, (isMobile) => {
        setMobile(isMobile);
        setMobileOpen(isMobile && document.activeElement === inputRef.current);
      }),
    [],
  );

  useModalLayer({
    id: `${cb.labelProps.id}-mobile`,
    open: mobileOpen,
    panel: rootRef,
    inert: true,
    closeOnOutsidePress: false,
    initialFocus: () => inputRef.current,
    // Closed from outside the view too (a phone's Back): the suggestions go with it, as at «بازگشت».
    onClose: () => {
      cb.setState((s) => update(s, 'close'));
      setMobileOpen(false);
    },
  });

  useEffect(() => {
    if (iconOpen) inputRef.current?.focus();
  }, [iconOpen]);

  // Optional features: one details call and one prices call per answer.
  useEffect(() => {
    setDetails(null);
    setHovered(null);
    const found = results?.suggestions.filter((s) => s.type === 'product' || s.type === 'product_variation' || s.type === 'taxonomy' || s.type === 'post') ?? [];
    if (!found.length) return;
    let live = true;
    if (props.details && matches(DETAILS_MEDIA)) {
      props.details(found.map((s) => ({ objectID: objectId(s), value: s.value }))).then((map) => live && setDetails(map), () => live && setDetails(null));
    }
    const ids = found.filter((s) => s.type !== 'taxonomy' && s.type !== 'post').map((s) => String(s.type === 'product_variation' ? s.variation_id : s.post_id));
    if (props.prices && ids.length) {
      props.prices(ids).then((map) => live && map && setPrices((p) => ({ ...p, ...map })), () => undefined);
    }
    return () => {
      live = false;
    };
  }, [results]);

  // Voice search: its module loads only where it is on and the browser can listen (off on this site).
  const [Voice, setVoice] = useState<((p: VoiceButtonProps) => JSX.Element | null) | null>(null);
  const recognition = props.voice ? (props.speechRecognition === undefined ? browserRecognition() : props.speechRecognition) : null;
  useEffect(() => {
    if (recognition) void import('./voice').then((m) => setVoice(() => m.VoiceButton));
  }, [Boolean(recognition)]);
  const onVoiceText = (text: string) => {
    const input = inputRef.current;
    if (!input) return;
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };

  const closeLayer = () => {
    if (mobileOpen) {
      setMobileOpen(false);
    } else if (iconOpen) {
      setIconOpen(false);
      iconRef.current?.focus();
    } else if (dark && darken && !mobile) setDark(false);
    else return false;
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing || event.keyCode === 229) return;
    // After the suggestions, Escape closes the layer the box is in (the mobile overlay, the icon mode, the dimmed page).
    if (event.key === 'Escape' && !expanded && closeLayer()) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter' && !cb.activeOption && submitDisabled) event.preventDefault();
    cb.inputProps.onKeyDown(event);
  };

  const onFocus = () => {
    setFocused(true);
    setDark(true);
    if (historyOn) setHistory(readHistory());
    if (quiet.current) return;
    cb.setState((s) => update(s, 'open'));
    // The page's own text (`query`), not searched yet: searched now, as if typed.
    if (outcome.status === 'idle' && typed.trim()) search(typed);
  };

  const onSubmit = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    const query = inputRef.current?.value.trim() ?? '';
    const now = Date.now();
    // Empty submits are blocked, and a double click submits once.
    if (!query || now - lastSubmit.current < SUBMIT_GUARD_MS) {
      event.preventDefault();
      return;
    }
    lastSubmit.current = now;
    if (historyOn) setHistory(addPhrase(query));
  };

  const clear = () => {
    cb.setState((s) => setQuery(s, ''));
    setTyped('');
    search('');
    inputRef.current?.focus();
  };

  const activeKey = cb.activeOption?.id ?? hovered;
  const activeRow = selectable(items).find((o) => o.id === activeKey)?.value;
  const detail = details && activeRow?.kind === 'result' ? details.get(objectId(activeRow.suggestion)) : undefined;
  const detailHtml = detail ? sanitizeHtml(detail.html) : '';
  const formId = `${cb.labelProps.id}-form`;
  const hiddenForm = layout === 'icon' && !iconOpen && !mobileOpen;

  const option = (o: RowOption) => {
    const row = o.value!;
    const price = row.kind === 'result' ? prices[String(row.suggestion.type === 'product_variation' ? row.suggestion.variation_id : row.suggestion.post_id)] : undefined;
    return (
      <div key={o.id} class={`hsa-ls__option hsa-ls__option--${row.kind}`} {...cb.optionProps(o)} onMouseEnter={() => setHovered(o.id)}>
        <RowContent option={o} show={show} price={price} />
      </div>
    );
  };

  return (
    <div
      ref={rootRef}
      class={`hsa-ls hsa-ls--${layout}${iconOpen ? ' is-expanded' : ''}${mobileOpen ? ' hsa-ls--mobile' : ''}${focused ? ' is-focused' : ''}`}
    >
      {/* At the end of <body>: inside the header it would be painted within the header's own layer. */}
      {focused && darken && dark && !mobile
        ? createPortal(<div class="hsa-ls__backdrop" aria-hidden="true" onMouseDown={() => inputRef.current?.blur()} />, document.body)
        : null}
      {layout === 'icon' ? (
        <button ref={iconRef} type="button" class="hsa-ls__icon" aria-label={t('search')} aria-expanded={iconOpen} aria-controls={formId} hidden={iconOpen || mobileOpen} onClick={() => setIconOpen(true)}>
          {magnifier}
        </button>
      ) : null}
      <form ref={formRef} id={formId} class="site-search__form hsa-ls__form" role="search" method="get" action={action} onSubmit={onSubmit} hidden={hiddenForm}>
        {mobileOpen ? (
          // Back leaves search as two Escapes would: the suggestions and the overlay, focus staying in the box.
          <button
            type="button"
            class="hsa-ls__back"
            aria-label={t('back')}
            onClick={() => {
              // focus back in the box first, without opening the suggestions: the overlay then has nothing to give back
              quiet.current = true;
              inputRef.current?.focus();
              quiet.current = false;
              cb.setState((s) => update(s, 'close'));
              closeLayer();
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
            </svg>
          </button>
        ) : null}
        <label style={visuallyHidden} {...cb.labelProps}>
          {t('search')}
        </label>
        <input
          ref={inputRef}
          class={`site-search__input hsa-ls__input${outcome.status === 'loading' ? ' is-loading' : ''}`}
          {...cb.inputProps}
          type="search"
          name="s"
          enterKeyHint="search"
          data-adopt="live-search-input"
          placeholder={props.placeholder}
          aria-busy={outcome.status === 'loading' || undefined}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          // At 992 px and below a tap or the first keystroke opens the full-screen overlay; focus alone does not, so
          // a keyboard user tabbing through the header passes the box instead of being held in the overlay.
          onClick={() => mobile && !mobileOpen && setMobileOpen(true)}
          onInput={(event) => {
            cb.inputProps.onInput(event);
            if (mobile && !mobileOpen) setMobileOpen(true);
          }}
          onBlur={() => {
            cb.inputProps.onBlur();
            setFocused(false);
          }}
        />
        {outcome.status === 'loading' ? <span class="hsa-ls__spinner" aria-hidden="true" /> : null}
        {state.query !== '' ? (
          <button type="button" class="hsa-ls__clear" aria-label={t('clearSearch')} onMouseDown={(e) => e.preventDefault()} onClick={clear}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        ) : null}
        {Voice && recognition ? <Voice Recognition={recognition} onText={onVoiceText} /> : null}
        <input type="hidden" name="post_type" value={postType} />
        <button class="site-search__submit hsa-ls__submit" type="submit" aria-label={t('search')} data-adopt="live-search-submit">
          {magnifier}
        </button>
      </form>
      <div class={`hsa-ls__panel${detailHtml ? ' has-details' : ''}`} hidden={!expanded || hiddenForm}>
        <div class="hsa-ls__listbox" {...cb.listboxProps} onMouseLeave={() => setHovered(null)}>
          {state.items.map((item) =>
            isGroup(item) ? (
              <div key={item.id} class={`hsa-ls__group hsa-ls__group--${item.id}`} {...cb.groupProps(item)}>
                <div class="hsa-ls__heading" {...cb.groupLabelProps(item)}>
                  {item.label}
                </div>
                {item.options.map(option)}
              </div>
            ) : (
              option(item)
            ),
          )}
        </div>
        {detailHtml ? <div class="hsa-ls__details" aria-hidden="true" dangerouslySetInnerHTML={{ __html: detailHtml }} /> : null}
      </div>
    </div>
  );
}
