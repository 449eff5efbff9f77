'use client';

// Spec §8: unhandled errors show the generic error view (default 500 Internal Server Error).
export { ErrorBoundaryView as default } from '@/components/errors/error-boundary-view.client';
