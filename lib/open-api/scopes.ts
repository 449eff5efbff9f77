// What an Open API key may do. Read scopes are the developer's to choose, and `control`
// (changing a system's operating mode) on a sandbox key, whose systems are simulated; on a live
// key `control` is never self-serve: staff grant it per key, and each owner consents per system
// (docs/requirements.md, Open API platform).
export const readScopes = ['systems:read', 'telemetry:read', 'energy:read'] as const;
export const apiScopes = [...readScopes, 'control'] as const;
export type ApiScope = (typeof apiScopes)[number];

/** A key's lifetime in days: 90 unless chosen, at most a year. */
export const KEY_EXPIRY_DAYS = { default: 90, max: 365 } as const;
