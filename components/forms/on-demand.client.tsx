'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { loadInPlace } from '@/lib/client/chunk-reload';

export type OnDemandTexts = { loading: string; failed: string; retry: string };

type Props<M> = {
  /** A module-level `() => import('./part')`: called when the part is wanted, again on retry. */
  load: () => Promise<M>;
  /** False holds the load back (the part is not reached yet): only the placeholder shows. */
  isWanted?: boolean;
  texts: OnDemandTexts;
  /**
   * Stands in the part's place, at its size, until the part has loaded (from the first paint,
   * so nothing moves when it arrives); without it nothing is shown before the part is wanted
   * and a short status while it loads.
   */
  placeholder?: ReactNode;
  children: (part: M) => ReactNode;
};

/**
 * A part of a form whose code loads when it is reached (later steps, the puzzle), not
 * with the page. Until it arrives a short status says so; when its chunk cannot be loaded a
 * translated message and a retry button stand in its place, and the page, with what the visitor
 * typed, stays as it is (no error view, no chunk-error reload).
 */
export function OnDemand<M>({ load, isWanted = true, texts, placeholder, children }: Props<M>) {
  const [part, setPart] = useState<{ module: M } | null>(null);
  const [failure, setFailure] = useState<{ attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isWanted || part) return;
    let isCurrent = true;
    loadInPlace(load).then(
      (module) => isCurrent && setPart({ module }),
      () => isCurrent && setFailure({ attempt }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, part, load, attempt]);

  if (part) return children(part.module);
  if (!isWanted) return placeholder ?? null;
  if (failure?.attempt === attempt) {
    return (
      <div role="alert" className="space-y-2 rounded-md border border-red-700 bg-red-50 p-3">
        <p className="text-sm font-medium text-red-800">{texts.failed}</p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="inline-flex min-h-11 items-center rounded-md border border-red-800 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
        >
          {texts.retry}
        </button>
      </div>
    );
  }
  return (
    placeholder ?? (
      <p role="status" className="min-h-11 text-sm text-slate-700">
        {texts.loading}
      </p>
    )
  );
}
