'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useItemLanguages } from '@/lib/stores/item-languages';

type Option = { code: string; tag: string; label: string };
type Props = { label: string; currentLabel: string; currentCode: string; options: Option[] };

// requirements: Language variants — the switcher links to the same path with switchLang=<code>;
// the proxy switches, stores the choice and drops the parameter. Plain links: the switch is a
// full navigation. On an item published in some languages only, the others lead to the
// section's list in that language, with a note (?unavailable=1), instead of a 404.
export function LanguageMenu({ label, currentLabel, currentCode, options }: Props) {
  const pathname = usePathname();
  const details = useRef<HTMLDetailsElement>(null);
  const item = useItemLanguages((s) => s.item);
  const hrefOf = (code: string) => {
    if (!item || item.present.includes(code as never)) return `${pathname}?switchLang=${code}`;
    // The list in the current language (the item's path without its last segment); the proxy
    // switches it to the chosen one.
    const list = pathname.slice(0, pathname.lastIndexOf('/')) || '/';
    return `${list}?switchLang=${code}&unavailable=1`;
  };

  useEffect(() => {
    const menu = details.current;
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && menu.open) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // The box of a fixed size holds the switcher's place: a slow phone may paint the page while the
  // menu is half parsed (the browser shows a default "Details" summary until the real one
  // arrives), and nothing around it, or in it, may move when the rest comes.
  return (
    <details ref={details} className="relative h-11 w-18 shrink-0">
      <summary
        // Label in name (WCAG 2.5.3): the accessible name starts with the code shown.
        aria-label={`${currentCode.toUpperCase()} – ${label}: ${currentLabel}`}
        className="flex h-11 w-full cursor-pointer list-none items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="uppercase">{currentCode}</span>
      </summary>
      <ul className="absolute right-0 mt-1 w-56 rounded-lg border border-slate-200 bg-white py-2 shadow-lg">
        {options.map((o) => (
          <li key={o.code}>
            <a
              href={hrefOf(o.code)}
              data-available={item ? String(item.present.includes(o.code as never)) : undefined}
              hrefLang={o.tag}
              lang={o.tag}
              aria-current={o.code === currentCode ? 'true' : undefined}
              className="language-option"
            >
              {o.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
