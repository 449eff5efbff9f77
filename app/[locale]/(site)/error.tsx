'use client';

// requirements: Error pages — an unhandled error shows the generic view (default 500).
export { ErrorBoundaryView as default } from '@/components/errors/error-boundary-view.client';
