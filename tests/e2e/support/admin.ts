// The console's first admin in the e2e server (playwright.config.ts passes these as ADMIN_EMAIL
// and ADMIN_PASSWORD, so the server creates the account on its first start). Test values only.
export const ADMIN_EMAIL = 'admin@voltara.test';
export const ADMIN_PASSWORD = 'Admin-Pass42';
