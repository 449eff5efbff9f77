// The quote-request run (`npm run bench -- --quotes`, `--quotes-only` alone): 100 concurrent
// visitors for 30 s post quote requests to the built site on PostgreSQL (a database of its own)
// while SMTP is DOWN (SMTP_URL names a port nothing listens on). Then: every request answered
// 200 must have its row, each row exactly one assignment (to one of two certified partners in
// turns), the turn counters must add up; then an SMTP server comes up on that port and every
// queued mail must arrive once (the outbox worker's backoff retries them).
// Each request has its own X-Forwarded-For and e-mail address: the app takes the client address
// from the last X-Forwarded-For entry (lib/server/security/client-ip.ts, the reverse proxy's),
// so the per-address and per-e-mail limits stay out of the measurement without any bench-only
// switch in the app.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { findCountry } from '@/lib/estimator/data/regions';
import { defaultsFor } from '@/lib/estimator/inputs';
import { startSmtpPeer } from '../../tests/integration/forms/smtp-peer';
import { recreateDatabase } from '../lib/postgres-database';
import { clientAddress } from './forms';
import type { Budget, Report } from './report';
import { type SiteRunOptions, startSite, stopServer, waitForHealth } from './server';
import { int, table, verdict } from './table';

export type QuoteRun = {
  connections: number;
  durationS: number;
  requests: number;
  answered: number;
  perSec: number;
  latencyP99Ms: number;
  statusCodes: Record<string, number>;
  errors: number;
  stored: number;
  /** Answered 200 without a row: must be 0. */
  lost: number;
  /** Rows whose assignment events are not exactly one. */
  misassigned: number;
  /** Rows per partner (fair turns: the two differ by at most one). */
  perPartner: Record<string, number>;
  /** The partners' turn counters minus the rows given to them: must be 0. */
  turnDrift: number;
  /** Mails queued for the run's requests, sent before SMTP came back (must be 0). */
  mailsQueued: number;
  sentWhileDown: number;
  /** Received by the SMTP peer after it came up, once each. */
  mailsReceived: number;
  duplicates: number;
  /** Seconds from SMTP's recovery to the last mail's receipt; null if some never arrived. */
  drainS: number | null;
  failures: string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DRAIN_TIMEOUT_MS = 8 * 60_000;

/** Two certified partners in Germany (both kinds of certificate), listed, published. */
async function seedPartners(db: pg.Client) {
  const people = [
    ['bench-a1@alpha.example', 'Bench Alpha', 'sales'],
    ['bench-a2@alpha.example', 'Bench Alpha', 'technical'],
    ['bench-b@beta.example', 'Bench Beta', 'sales'],
    ['bench-b@beta.example', 'Bench Beta', 'technical'],
  ];
  for (const [email, company, kind] of people) {
    await db.query(
      `insert into certifications (email, person_name, company, company_key, country, kind, granted_by)
       values ($1, $1, $2, lower($2), 'DE', $3, 'bench')`,
      [email, company, kind],
    );
  }
  for (const [id, company] of [
    [9901, 'Bench Alpha'],
    [9902, 'Bench Beta'],
  ] as const) {
    await db.query(
      `insert into distributors (id, website_id, state, country, company, contact, type)
       values ($1, 4, true, 'DE', $2, 'Office', 'installer')`,
      [id, company],
    );
  }
}

// A household in central Germany as the estimator's defaults give it: 5,000 kWh, 10 kWp.
const configuration = { ...defaultsFor(findCountry('DE')!, 'central'), kwh: 5000, pv: 10 };

async function post(baseUrl: string, opts: { connections: number; duration: number }, run: string) {
  let n = 0;
  const answered = new Set<string>();
  type Context = { email?: string };
  const result = await autocannon({
    url: `${baseUrl}/api/quote-requests`,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: Context) => {
          n++;
          context.email = `q${n}-${run}@bench.example`;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: baseUrl,
              language: 'de',
              'x-forwarded-for': clientAddress(n),
            },
            body: JSON.stringify({
              name: `Bench ${run}`,
              email: context.email,
              phone: '+49 30 1234567',
              postcode: '10115',
              consent: true,
              configuration,
            }),
          };
        },
        onResponse: (status: number, _body: string, context: Context) => {
          if (status === 200 && context.email) answered.add(context.email);
        },
      },
    ],
  });
  return { result, answered };
}

async function check(db: pg.Client, run: string, answered: Set<string>) {
  const rows = (
    await db.query<{ id: number; email: string; partner_key: string | null }>(
      'select id, email, partner_key from quote_requests where name = $1',
      [`Bench ${run}`],
    )
  ).rows;
  const stored = new Set(rows.map((r) => r.email));
  const events = (
    await db.query<{ quote_id: number; n: string }>(
      `select quote_id, count(*) as n from quote_events
       where kind in ('assigned', 'staff') group by quote_id`,
    )
  ).rows;
  const eventsOf = new Map(events.map((e) => [e.quote_id, Number(e.n)]));
  const perPartner: Record<string, number> = {};
  for (const r of rows)
    perPartner[r.partner_key ?? 'staff'] = (perPartner[r.partner_key ?? 'staff'] ?? 0) + 1;
  const turns = (
    await db.query<{ total: string }>(
      'select coalesce(sum(assigned), 0) as total from quote_partner_turns',
    )
  ).rows[0]!;
  return {
    stored: rows.length,
    lost: [...answered].filter((email) => !stored.has(email)).length,
    misassigned: rows.filter((r) => eventsOf.get(r.id) !== 1).length,
    perPartner,
    turnDrift: Number(turns.total) - rows.filter((r) => r.partner_key).length,
    ids: rows.map((r) => r.id),
  };
}

async function outboxOf(db: pg.Client, ids: number[]) {
  const refs = ids.flatMap((id) => [`quote:${id}`, `quote:${id}:partner`]);
  const { rows } = await db.query<{ to: string; subject: string; status: string }>(
    'select "to", subject, status from outbox where ref = any($1)',
    [refs],
  );
  return rows;
}

export async function benchQuotes(
  opts: SiteRunOptions & {
    smtpPort: number;
    connections?: number;
    duration?: number;
    log: (message: string) => void;
  },
): Promise<QuoteRun> {
  const connections = opts.connections ?? 100;
  const duration = opts.duration ?? 30;
  const url = await recreateDatabase(opts.databaseUrl, 'bench_quotes');
  const server = await startSite({
    ...opts,
    name: 'quotes (PostgreSQL, SMTP down)',
    env: {
      DATABASE_URL: url,
      PGLITE_DIR: opts.pgliteDir,
      // Nothing listens here until the run is over: every attempt fails and is retried later.
      SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
      REDIS_URL: '',
    },
  });
  const db = new pg.Client({ connectionString: url });
  const failures: string[] = [];
  try {
    await waitForHealth(server);
    await db.connect();
    await seedPartners(db);
    const run = randomUUID().slice(0, 8);
    opts.log(`quotes: ${connections} connections × ${duration} s, SMTP down`);
    const { result, answered } = await post(server.url, { connections, duration }, run);
    const statusCodes: Record<string, number> = {};
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
      statusCodes[code] = stat.count ?? 0;
    }
    // Requests the server had read when the run stopped still commit: let them settle first.
    await sleep(15_000);
    const checked = await check(db, run, answered);
    const queued = await outboxOf(db, checked.ids);
    const sentWhileDown = queued.filter((m) => m.status === 'sent').length;
    opts.log(`quotes: ${checked.stored} stored, ${queued.length} mails queued; SMTP comes up`);
    const peer = await startSmtpPeer(opts.smtpPort);
    const recovered = Date.now();
    let drainS: number | null = null;
    try {
      while (Date.now() - recovered < DRAIN_TIMEOUT_MS) {
        const left = (await outboxOf(db, checked.ids)).filter((m) => m.status !== 'sent').length;
        if (left === 0) {
          drainS = (Math.max(...peer.mails.map((m) => m.at), recovered) - recovered) / 1000;
          break;
        }
        await sleep(1000);
      }
      if (drainS === null) failures.push('some mails were not sent within 8 min of recovery');
      // The run's mails only: their subjects name the request (Q-<id>).
      const ids = new Set(checked.ids);
      const ours = peer.mails.filter((m) => ids.has(Number(/Q-(\d+)/.exec(m.subject)?.[1])));
      const keys = ours.flatMap((m) => m.to.map((to) => `${to}\n${m.subject}`));
      return {
        connections,
        durationS: result.duration,
        requests: result.requests.total,
        answered: statusCodes['200'] ?? 0,
        perSec: (statusCodes['200'] ?? 0) / result.duration,
        latencyP99Ms: result.latency.p99,
        statusCodes,
        errors: result.errors + result.timeouts,
        stored: checked.stored,
        lost: checked.lost,
        misassigned: checked.misassigned,
        perPartner: checked.perPartner,
        turnDrift: checked.turnDrift,
        mailsQueued: queued.length,
        sentWhileDown,
        mailsReceived: new Set(keys).size,
        duplicates: keys.length - new Set(keys).size,
        drainS,
        failures,
      };
    } finally {
      await peer.stop();
    }
  } finally {
    await db.end().catch(() => undefined);
    await stopServer(server);
  }
}

export function quotesReport(run: QuoteRun): Report {
  const partners = Object.values(run.perPartner);
  const isFair = partners.length === 2 && Math.abs(partners[0]! - partners[1]!) <= 1;
  const budgets: Budget[] = [
    {
      budget: 'quotes: every acknowledged request stored and assigned exactly once',
      measured: `${int(run.answered)} answered 200, ${run.lost} without a row, ${run.misassigned} not assigned once, turn drift ${run.turnDrift}`,
      limit: '0 lost, 0 misassigned',
      pass: run.answered > 0 && run.lost === 0 && run.misassigned === 0 && run.turnDrift === 0,
    },
    {
      budget: 'quotes: 0 mails lost with SMTP down (sent after recovery)',
      measured: `${int(run.mailsReceived)}/${int(run.mailsQueued)} received once, ${run.duplicates} duplicates, ${run.drainS === null ? 'not drained' : `drained ${run.drainS.toFixed(0)} s after recovery`}`,
      limit: 'all received, none twice',
      pass:
        run.mailsQueued > 0 &&
        run.sentWhileDown === 0 &&
        run.mailsReceived === run.mailsQueued &&
        run.duplicates === 0,
    },
  ];
  const statuses = Object.entries(run.statusCodes)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  const rows = [
    [
      `POST /api/quote-requests (${run.connections} conn × ${run.durationS.toFixed(0)} s)`,
      int(run.perSec),
      run.latencyP99Ms.toFixed(0),
      int(run.stored),
      Object.entries(run.perPartner)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ') + (isFair ? '' : ' (uneven)'),
      statuses + (run.errors ? ` errors×${run.errors}` : ''),
      verdict(budgets[0]!.pass === true),
    ],
    [
      'mails after SMTP recovery',
      '-',
      '-',
      `${int(run.mailsReceived)}/${int(run.mailsQueued)}`,
      run.drainS === null ? '-' : `${run.drainS.toFixed(0)} s to drain`,
      `${run.duplicates} twice`,
      verdict(budgets[1]!.pass === true),
    ],
  ];
  const notes = [
    'PostgreSQL, a database of its own; two certified partners in Germany; SMTP_URL points at a',
    'closed port during the run. Every 200 must have left its row (the answer comes after the',
    'commit) with exactly one assignment event; the turn counters must equal the rows given.',
    'Then an SMTP server opens on that port: the outbox retries with backoff (first retry 30–60 s',
    'after a failure, then doubling), so the drain time is mostly that backoff.',
    ...run.failures,
  ];
  return {
    text: table(
      '(l) Quote requests on PostgreSQL with SMTP down',
      ['run', 'answered/s', 'p99 ms', 'rows stored', 'assigned to', 'statuses', 'result'],
      rows,
      notes,
    ),
    budgets,
  };
}
