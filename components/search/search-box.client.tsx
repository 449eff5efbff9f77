'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchPopupProps, SearchTexts } from './search-popup.client';

type Props = { id: string; action: string; lang: string; texts: SearchTexts; className?: string };

let popup: Promise<ComponentType<SearchPopupProps>> | undefined;
const loadPopup = () => (popup ??= import('./search-popup.client').then((m) => m.SearchPopup));

/**
 * The header's search box. What every page loads is this form: it submits to
 * /search without JavaScript, and `/` or Ctrl+K focuses it. The combobox with results while
 * typing (search-popup.client.tsx) loads on the first focus.
 */
export function SearchBox({ id, action, lang, texts, className }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [Popup, setPopup] = useState<ComponentType<SearchPopupProps> | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const box = input.current;
      // Only the visible box of the two (header bar, mobile menu) takes the shortcut.
      if (!box || box.offsetParent === null) return;
      const target = event.target as HTMLElement | null;
      const typing =
        target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
      const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey;
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (!slash && !ctrlK) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onFocus = () => {
    if (!Popup) void loadPopup().then((component) => setPopup(() => component));
  };

  // Focused (or typed into) before hydration: the focus event has passed, load now.
  useEffect(() => {
    const box = input.current;
    if (box && (document.activeElement === box || box.value)) onFocus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      role="search"
      aria-label={texts.label}
      action={action}
      method="get"
      className={`relative ${className ?? ''}`}
    >
      <label htmlFor={id} className="sr-only">
        {texts.label}
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded="false"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-keyshortcuts="/ Control+K"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        placeholder={texts.placeholder}
        onFocus={onFocus}
        className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-600"
      />
      {Popup ? (
        <Popup input={input} id={id} action={action} lang={lang} texts={texts} />
      ) : (
        <div id={`${id}-list`} hidden />
      )}
    </form>
  );
}
