'use client';

import { fill } from '@/lib/console/i18n/common';
import { useCommonTexts } from './console-lang';
import { buttonClass } from './styles';

type Props = {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / next with "Page 2 of 5 · 230 entries"; pages count from 1. */
export function Pagination({ page, size, total, onPage }: Props) {
  const t = useCommonTexts().pagination;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  return (
    <nav aria-label={t.label} className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous}
      </button>
      <p className="text-sm text-slate-800" aria-live="polite">
        {fill(t.status, { page: Math.min(page, pages), pages, total })}
      </p>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
