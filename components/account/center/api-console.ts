import type { AsJson, Envelope } from '@/lib/api/envelope';
import { isApiError } from '@/lib/api/errors';
import type { ApiScope } from '@/lib/open-api/scopes';
import type { ApplicationView } from '@/lib/server/open-api/applications';
import type { ApiKeyView } from '@/lib/server/open-api/keys';
import type { AccountMessages } from '../types';

// What the API console's client parts share: the texts, the shapes the account routes answer
// (lib/server/api/routes/api-keys.ts), and how a refusal's field errors are read.

export type ApiKeyTexts = AccountMessages['center']['apiKeys'];

/** A scope's label: the text of this name. */
export const scopeLabel: Record<
  ApiScope,
  'scopeSystems' | 'scopeTelemetry' | 'scopeEnergy' | 'scopeControl'
> = {
  'systems:read': 'scopeSystems',
  'telemetry:read': 'scopeTelemetry',
  'energy:read': 'scopeEnergy',
  control: 'scopeControl',
};

/** A key as the API console's routes list it (lib/server/api/routes/api-keys.ts). */
export type ApiKeyItem = AsJson<ApiKeyView>;

/** An application for live access, as the account's routes give it. */
export type ApplicationItem = Pick<
  AsJson<ApplicationView>,
  'id' | 'status' | 'reason' | 'createdAt'
>;

export type Errors = Record<string, string[] | undefined>;

/** The errors of a refused request: a 400's in its envelope, a 403's or 409's in the error's body. */
export function errorsOf(error: unknown): Errors {
  const body = isApiError(error) ? (error.body as Envelope<unknown> | undefined) : undefined;
  return body?.errors ?? {};
}
