'use client';

import { errorMessage } from '@/lib/console/browser-client';
import { useCommonTexts } from './console-lang';
import { Notice } from './notice';
import { buttonClass } from './styles';

type Props = { isLoading: boolean; error?: unknown; onRetry?: () => void };

/**
 * What a page shows while its data loads or after the load failed (with "Try again"); nothing
 * once the data is there. Use with useApiData: <LoadState {...list} onRetry={list.reload} />.
 */
export function LoadState({ isLoading, error, onRetry }: Props) {
  const t = useCommonTexts();
  if (error) {
    return (
      <Notice
        tone="error"
        title={t.errors.generic}
        action={
          onRetry ? (
            <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
              {t.retry}
            </button>
          ) : null
        }
      >
        {errorMessage(error)}
      </Notice>
    );
  }
  if (isLoading) {
    return (
      <p role="status" className="my-4 text-sm text-slate-700">
        {t.loading}
      </p>
    );
  }
  return null;
}
