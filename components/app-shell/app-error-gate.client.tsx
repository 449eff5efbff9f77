'use client';

import { useMemo } from 'react';
import { ErrorBoundaryView } from '@/components/errors/error-boundary-view.client';
import { useAppError } from '@/lib/stores/app-error';

// requirements: Error pages — a fatal application error shows the error view in place of the
// page until it is cleared ("Try again" clears it). Render errors still reach the error.tsx
// boundaries.
export function AppErrorGate({ children }: { children: React.ReactNode }) {
  const fatal = useAppError((s) => s.fatal);
  const message = useAppError((s) => s.message);
  const error = useMemo(() => new Error(message || 'Application error'), [message]);
  if (!fatal) return children;
  return <ErrorBoundaryView error={error} reset={() => useAppError.getState().clearError()} />;
}
