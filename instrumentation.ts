// Next calls register() once per server process when it starts (never during `next build`).
// The outbox worker delivers the mails the forms queue (issue 4), including those left from
// before a restart.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startMailWorker } = await import('./lib/server/mail/worker');
  startMailWorker();
}
