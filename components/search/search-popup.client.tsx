'use client';

import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, normalizeQuery } from '@/lib/search/query';
import type { SearchResponse } from '@/lib/search/types';
import { MarkedText } from './marked';

export type SearchTexts = {
  label: string;
  placeholder: string;
  loading: string;
  error: string;
  /** "{count}" is replaced: the live count read by screen readers. */
  count: { zero: string; one: string; other: string };
  noResults: string;
  otherLanguages: string;
  /** "{correction}" is replaced: the note over results of a corrected query. */
  correctedTo: string;
  viewAll: string;
  kinds: Record<string, string>;
  languages: Record<string, string>;
};

export type SearchPopupProps = {
  input: RefObject<HTMLInputElement | null>;
  id: string;
  action: string;
  lang: string;
  texts: SearchTexts;
};

/** The pause after a keystroke before asking (requirements: Search — at most 150 ms). */
const DEBOUNCE_MS = 120;
const SHOWN = 8;

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; answer: SearchResponse }
  | { status: 'error' };

/**
 * The combobox's list (WAI-ARIA combobox pattern with a listbox popup): results while typing,
 * a debounced request per pause, the previous one cancelled, a late answer to an older query
 * dropped. Arrow keys move through the options, Enter opens one (or submits the form), Escape
 * closes; a polite live region says how many results there are.
 */
export function SearchPopup({ input, id, action, lang, texts }: SearchPopupProps) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const inflight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);

  const hits = useMemo(
    () => (state.status === 'done' ? state.answer.hits.slice(0, SHOWN) : []),
    [state],
  );
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const ask = (query: string) => {
      const seq = ++latest.current;
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setState({ status: 'loading', query });
      const params = new URLSearchParams({ q: query, lang });
      fetch(`/api/search?${params}`, { signal: controller.signal })
        .then(async (res) => {
          if (!res.ok) throw new Error(String(res.status));
          const body = (await res.json()) as { data: SearchResponse };
          // An answer to an older query than the latest is dropped.
          if (seq !== latest.current) return;
          setState({ status: 'done', answer: body.data });
          setActive(-1);
        })
        .catch((error: unknown) => {
          if ((error as Error).name === 'AbortError' || seq !== latest.current) return;
          setState({ status: 'error' });
        });
    };
    const onInput = () => {
      clearTimeout(timer.current);
      const query = normalizeQuery(box.value).slice(0, MAX_QUERY_LENGTH);
      if ([...query].length < MIN_QUERY_LENGTH) {
        latest.current += 1;
        inflight.current?.abort();
        setState({ status: 'idle' });
        setOpen(false);
        return;
      }
      setOpen(true);
      timer.current = setTimeout(() => ask(query), DEBOUNCE_MS);
    };
    box.addEventListener('input', onInput);
    // The box may hold text typed before this loaded.
    if (box.value) onInput();
    return () => {
      box.removeEventListener('input', onInput);
      clearTimeout(timer.current);
    };
  }, [input, lang]);

  // The combobox's state lives on the input, which the light SearchBox rendered.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(open));
    if (active >= 0 && open) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (open) event.preventDefault();
        setOpen(false);
        setActive(-1);
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!hits.length) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const last = hits.length - 1;
        setActive((i) => (step > 0 ? (i < last ? i + 1 : 0) : i > 0 ? i - 1 : last));
        return;
      }
      if (event.key === 'Enter' && open && active >= 0 && hits[active]) {
        event.preventDefault();
        window.location.assign(hits[active].href);
      }
    };
    const onBlur = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onFocus = () => {
      if (state.status !== 'idle') setOpen(true);
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    box.addEventListener('focus', onFocus);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('focus', onFocus);
    };
  }, [input, open, active, hits, state.status]);

  const count =
    state.status === 'done'
      ? state.answer.total === 0
        ? texts.count.zero
        : (state.answer.total === 1 ? texts.count.one : texts.count.other).replace(
            '{count}',
            String(state.answer.total),
          )
      : '';
  const query = state.status === 'done' ? state.answer.query : '';
  const correction =
    state.status === 'done' && state.answer.correction && hits.length
      ? texts.correctedTo.replace('{correction}', state.answer.correction)
      : '';

  return (
    <div ref={root}>
      <p role="status" aria-live="polite" className="sr-only" data-search-count>
        {state.status === 'loading'
          ? texts.loading
          : state.status === 'error'
            ? texts.error
            : [count, correction].filter(Boolean).join(' ')}
      </p>
      <div
        hidden={!open || state.status === 'idle'}
        className="absolute right-0 left-0 top-12 z-50 max-h-[70vh] min-w-80 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 text-left shadow-lg"
      >
        {correction ? (
          <p className="px-2 py-1 text-sm text-slate-700" data-search-correction>
            {correction}
          </p>
        ) : null}
        {state.status === 'done' && state.answer.otherLanguages && hits.length ? (
          <p className="px-2 py-1 text-sm text-slate-700">{texts.otherLanguages}</p>
        ) : null}
        <ul id={`${id}-list`} role="listbox" aria-label={texts.label}>
          {hits.map((hit, i) => (
            <li
              key={`${hit.kind}:${hit.id}:${hit.lang}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="rounded-md aria-selected:bg-brand-50"
            >
              <a
                href={hit.href}
                tabIndex={-1}
                className="block px-2 py-2 text-slate-900 hover:bg-brand-50"
                onMouseDown={(event) => event.preventDefault()}
              >
                <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {texts.kinds[hit.kind]}
                  {hit.lang !== lang ? ` · ${texts.languages[hit.lang]}` : null}
                </span>
                <span className="block font-medium">
                  <MarkedText parts={hit.title} />
                </span>
                <span className="block truncate text-sm text-slate-700">
                  <MarkedText parts={hit.snippet} />
                </span>
              </a>
            </li>
          ))}
        </ul>
        {state.status === 'done' && state.answer.total === 0 ? (
          <p className="px-2 py-2 text-sm text-slate-700">
            {texts.noResults.replace('{query}', query)}
          </p>
        ) : null}
        {state.status === 'done' && state.answer.total > 0 ? (
          <a
            href={`${action}?${new URLSearchParams({ q: query })}`}
            className="mt-1 block rounded-md px-2 py-2 text-sm font-semibold text-brand-800 underline"
            onMouseDown={(event) => event.preventDefault()}
          >
            {texts.viewAll.replace('{query}', query)}
          </a>
        ) : null}
        {state.status === 'loading' ? (
          <p className="px-2 py-2 text-sm text-slate-700">{texts.loading}</p>
        ) : null}
        {state.status === 'error' ? (
          <p className="px-2 py-2 text-sm text-red-800">{texts.error}</p>
        ) : null}
      </div>
    </div>
  );
}
