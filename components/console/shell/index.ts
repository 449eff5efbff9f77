// The console shell's one client-safe export; the shell's components are imported by file
// (session.ts is server-only and must not be pulled into tests or client code through here).
export { CONSOLE_MARKER } from './marker';
