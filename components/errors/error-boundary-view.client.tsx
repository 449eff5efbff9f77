'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/errors/error-view';
import { useErrorTexts } from './use-error-texts';

type Props = { error: Error & { digest?: string }; reset: () => void };

// The error boundary view of both layouts: status code, status message, description
// (requirements: Error pages).
export function ErrorBoundaryView({ error, reset }: Props) {
  const t = useErrorTexts();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorView
      statusCode={500}
      title={t.errorTitle}
      description={t.errorText}
      statusCodeLabel={t.statusCode}
      homeLabel={t.backHome}
      action={
        <button
          type="button"
          onClick={reset}
          className="rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t.tryAgain}
        </button>
      }
    />
  );
}
