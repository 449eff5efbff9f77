'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';

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
 * fields are uncontrolled: callers key them by the current filter so a new URL remounts them.
 */
export function GetForm({ label, isSearch = false, className, children }: Props) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

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
