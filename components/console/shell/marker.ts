// A string that exists only in the console's client code. tests/e2e/console.spec.ts fetches
// every script a public page loads and proves none holds it (no console code in public
// bundles), and that the console's own scripts do (so the check is not vacuous).
export const CONSOLE_MARKER = 'voltara-console-bundle';
