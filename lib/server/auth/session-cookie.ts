import 'server-only';

// The session cookie's name and test live with the browser's hint (lib/account/session-hint.ts),
// which proxy.ts keeps in step with it.
export { hasSessionCookie } from '@/lib/account/session-hint';
