import { startMailbox } from './mail';

// playwright.config.ts globalSetup: the SMTP server the site's SMTP_URL points at, for the
// whole run; the function returned stops it (global teardown).
export default async function mailboxSetup() {
  return startMailbox();
}
