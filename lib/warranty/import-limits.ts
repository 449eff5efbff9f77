// The console's serial import, as the API enforces it (lib/server/warranty/import.ts)
// and as the console's texts state it.

export const IMPORT_MAX_MB = 50;
export const IMPORT_MAX_ROWS = 200_000;
