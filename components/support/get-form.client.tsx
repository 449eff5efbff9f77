'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useTransition, type FormEvent } from 'react';
import { useUrlFilter } from '@/components/url-filter/url-filter.client';

type Props = {
  label: string;
  isSearch?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * A filter form whose state lives in the URL. Without JavaScript it is a plain GET to the same
 * page; with it, empty fields are left out of the query and the page updates without a reload.
 * The current public path (already carrying its /de, /cn… prefix) is reused as it is. The
 * fields are uncontrolled and empty in the server's HTML (the cached page is the same for every
 * query): inside a filtered list they show the filter the URL applies, after every
 * navigation (a submit, the back button, a reset link).
 */
export function GetForm({ label, isSearch = false, className, children }: Props) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const view = useUrlFilter();

  // Whether the URL's filter was shown in the fields yet: the first time is hydration.
  const isSynced = useRef(false);
  useLayoutEffect(() => {
    if (!form.current || !view?.isApplied) return;
    const isFirst = !isSynced.current;
    isSynced.current = true;
    for (const field of form.current.elements) {
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        if (!field.name) continue;
        const value = view.values[field.name] ?? '';
        // At hydration a field the URL leaves empty keeps what the visitor typed or chose
        // while the page was loading (it was empty in the server's HTML).
        if (isFirst && value === '') continue;
        field.value = value;
      }
    }
  }, [view]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) query.append(name, value.trim());
    }
    const search = query.toString();
    const path = window.location.pathname;
    startTransition(() => router.push(search ? `${path}?${search}` : path, { scroll: false }));
  }

  return (
    <form
      ref={form}
      method="get"
      role={isSearch ? 'search' : undefined}
      aria-label={label}
      aria-busy={isPending}
      onSubmit={onSubmit}
      className={className}
    >
      {children}
    </form>
  );
}
