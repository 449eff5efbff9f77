'use client';

import { useCallback, useEffect, useState } from 'react';
import { consoleApi, type ConsoleApiError, type Query } from '@/lib/console/browser-client';

export type ApiData<T> = {
  data: T | undefined;
  error: ConsoleApiError | Error | undefined;
  isLoading: boolean;
  /** Ask again (after a save elsewhere, or the "Try again" button). */
  reload: () => void;
};

type Settled<T> = { request: string; data?: T; error?: ConsoleApiError | Error };

/**
 * GET a console API path and keep its answer; asks again when the path or the query change.
 * A null path asks nothing (not ready yet). The last answer stays shown while a newer request
 * runs, and an answer that arrives after a newer request started is dropped, so a fast typist
 * never sees an older list win.
 */
export function useApiData<T>(path: string | null, query: Query = {}): ApiData<T> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ request: '' });
  const key = JSON.stringify(query);
  const request = path === null ? '' : `${path} ${key} ${round}`;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    consoleApi
      .get<T>(path, JSON.parse(key) as Query, controller.signal)
      .then((data) => setSettled({ request, data }))
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        setSettled((last) => ({ request, data: last.data, error }));
      });
    return () => controller.abort();
  }, [path, key, request]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return {
    data: settled.data,
    error: settled.error,
    isLoading: request !== '' && settled.request !== request,
    reload,
  };
}
