'use client';

import { useSyncExternalStore } from 'react';
import { ErrorView } from './error-view';
import { fillPath, useErrorTexts } from './use-error-texts';

const noChange = () => () => {};
const currentPath = () => window.location.pathname;
const noPath = () => null;

/**
 * Status 404, "Page Not Found" with the path asked for (requirements: Error pages). A 404 of a
 * public path is cached like a page and the not-found boundary has no params, so nothing
 * here reads the request: the texts come from the client provider (the Errors messages, which
 * the root layout hands over), and the path is filled in by the browser. The server's copy
 * reads "This page does not exist or has moved".
 */
export function NotFoundView() {
  const t = useErrorTexts();
  const path = useSyncExternalStore(noChange, currentPath, noPath);
  return (
    <ErrorView
      statusCode={404}
      title={t.notFoundTitle}
      description={path === null ? t.notFoundTextNoPath : fillPath(t.notFoundText, path)}
      statusCodeLabel={t.statusCode}
      homeLabel={t.backHome}
    />
  );
}
