'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import type { AccountMessages } from './types';

type Props = { nickname: string; texts: AccountMessages['menu'] };

/** Sign out over HTTP (the cookie is cleared by the answer), then the login page says so. */
export function useSignOut() {
  const router = useRouter();
  const [isBusy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      // Loaded when asked for: the menu is in every page's header, the HTTP client need not be.
      const { browserApi } = await import('@/lib/api/browser');
      await browserApi.post('/account/sign-out', {});
    } catch {
      // Already signed out (401): the same place to go.
    }
    router.replace({ pathname: '/login', query: { signedOut: '1' } });
    router.refresh();
  };
  return { signOut, isBusy };
}

/**
 * The header's account menu for a signed-in visitor: their nickname opens a short menu with
 * the personal center and sign out. Escape or a click outside closes it.
 */
export function AccountMenu({ nickname, texts }: Props) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { signOut, isBusy } = useSignOut();

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  const item =
    'block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800';
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-menu`}
        aria-label={`${texts.label}: ${nickname}`}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex min-h-11 max-w-40 items-center gap-1 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <span className="truncate">{nickname}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={`${id}-menu`}
        hidden={!isOpen}
        className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <li>
          <Link href="/personal-center" className={item} onClick={() => setOpen(false)}>
            {texts.personalCenter}
          </Link>
        </li>
        <li>
          <button type="button" className={item} disabled={isBusy} onClick={() => void signOut()}>
            {texts.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
