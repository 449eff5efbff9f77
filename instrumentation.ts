// Next calls register() once per server process when it starts (never during `next build`),
// and answers no request before it returns.
// The outbox worker delivers the mails the forms queue, including those left from
// before a restart. Then the first admin of the console is made from ADMIN_EMAIL and
// ADMIN_PASSWORD while none exists; awaited, so it can sign in as soon as the server answers
// (it logs its failures and never throws).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The route rules are in memory before the first request is answered (the proxy
  // reads them there); a database that does not answer within 10 s delays them, not the site.
  const { startRouteRules } = await import('./lib/server/route-rules/loader');
  await startRouteRules(10_000);
  // Unknown detail ids are answered from memory, before any page renders for them.
  const { startKnownDetails } = await import('./lib/server/data/known-details');
  startKnownDetails();
  const { startMailWorker } = await import('./lib/server/mail/worker');
  void startMailWorker();
  // The Open API's usage figures held in memory are written once more when the server stops.
  const { flushUsageAtShutdown } = await import('./lib/server/open-api/usage');
  flushUsageAtShutdown();
  // Scheduled content becomes visible when its publish time passes.
  const { startScheduleWatcher } = await import('./lib/server/console/schedule');
  startScheduleWatcher();
  const { bootstrapAdminFromEnv } = await import('./lib/server/console/bootstrap-admin');
  await bootstrapAdminFromEnv();
  // The static pages' search rows and the index's statistics are written in the
  // background, not by the first visitor's search; a failure is retried by that search.
  const [{ getDb }, { ensureSearchIndexReady }] = await Promise.all([
    import('./lib/server/db/client'),
    import('./lib/server/search/pages'),
  ]);
  void getDb()
    .then(ensureSearchIndexReady)
    .catch((error: unknown) => console.error('[search] static pages not indexed yet:', error));
}
