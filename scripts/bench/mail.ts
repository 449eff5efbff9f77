// The code-mail run (`npm run bench -- --mail`): how long a verification code takes from the
// visitor's request to the SMTP server's receipt. The built site runs with SMTP_URL pointing at
// a real SMTP server started here (smtp-server, the one the tests use) and with the puzzle's test
// hook; ~50 sign-up code requests go through the real API, each after a solved puzzle, from
// addresses of their own; the clock runs from sending the code request to the end of the mail's
// DATA at the peer. On the embedded database and on PostgreSQL (a database of its own).
import { randomUUID } from 'node:crypto';
import { startSmtpPeer, type SmtpPeer } from '../../tests/integration/forms/smtp-peer';
import { recreateDatabase } from '../lib/postgres-database';
import { client, PUZZLE_HOOK_ENV } from './auth';
import type { Budget, Report } from './report';
import { startSite, stopServer, waitForHealth } from './server';
import { table, verdict } from './table';

export const MAIL_BUDGET_P95_MS = 1_000;
/** The reference beside the budget: a code mail's time with a worker that only polls, every 5 s. */
const REFERENCE = '3–5 s (5 s poll alone)';

export type MailRun = {
  database: string;
  requested: number;
  received: number;
  /** ms from the code request to the peer's receipt, one per received mail, ascending. */
  latenciesMs: number[];
  /** ms from the code request to its HTTP answer (the part spent before the mail is queued). */
  answersMs: number[];
  answerP50Ms: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** Requests refused or mails not received within the wait, with the reason. */
  failures: string[];
};

const WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at quantile q of ascending values (nearest rank). */
export function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function receiptOf(peer: SmtpPeer, to: string, since: number): Promise<number | null> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const mail = peer.mails.find((m) => m.to.includes(to));
    if (mail) return mail.at - since;
    await sleep(5);
  }
  return null;
}

type Measured = Pick<MailRun, 'requested' | 'received' | 'latenciesMs' | 'answersMs' | 'failures'>;

/** `count` code mails, `concurrency` visitors at a time, against the site at baseUrl. */
export async function runCodeMails(
  baseUrl: string,
  peer: SmtpPeer,
  { count = 50, concurrency = 5 } = {},
): Promise<Measured> {
  const run = randomUUID().slice(0, 8);
  const latencies: number[] = [];
  const answers: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const visitor = async () => {
    while (next < count) {
      const n = next++;
      const email = `mail.${run}.${n}@example.com`;
      const api = client(baseUrl, `10.251.${n >> 8}.${n & 255}`);
      // The puzzle first (its own time is the visitor's, not the mail's); then the clock runs.
      const token = await api.puzzleToken('sign-up').catch(() => undefined);
      if (!token) {
        failures.push(`#${n}: no puzzle token`);
        continue;
      }
      const started = Date.now();
      const res = await api.post(
        '/api/account/codes/sign-up',
        { country: 'DE', channel: 'email', email },
        { 'x-captcha-token': token, language: 'de' },
      );
      answers.push(Date.now() - started);
      if (res.status !== 200) {
        failures.push(`#${n}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        continue;
      }
      const latency = await receiptOf(peer, email, started);
      if (latency === null) failures.push(`#${n}: no mail within ${WAIT_MS / 1000} s`);
      else latencies.push(latency);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, visitor));
  return {
    requested: count,
    received: latencies.length,
    latenciesMs: latencies.sort((a, b) => a - b),
    answersMs: answers.sort((a, b) => a - b),
    failures,
  };
}

/**
 * Start the built site on `database` with the puzzle's test hook and SMTP_URL at a peer of its
 * own, run the code mails, stop both.
 */
async function benchOne(opts: {
  root: string;
  nextBin: string;
  port: number;
  database: { label: string; url?: string; pgliteDir: string };
  logFile: string;
}): Promise<MailRun> {
  const peer = await startSmtpPeer();
  const empty: Measured = {
    requested: 0,
    received: 0,
    latenciesMs: [],
    answersMs: [],
    failures: [],
  };
  const server = await startSite({
    ...opts,
    name: `mail (${opts.database.label})`,
    env: {
      ...PUZZLE_HOOK_ENV,
      DATABASE_URL: opts.database.url ?? '',
      PGLITE_DIR: opts.database.pgliteDir,
      SMTP_URL: peer.url,
      REDIS_URL: '',
    },
  });
  let result = empty;
  try {
    await waitForHealth(server);
    result = await runCodeMails(server.url, peer);
  } catch (error) {
    result = { ...empty, failures: [(error as Error).message.split('\n')[0]!] };
  } finally {
    await stopServer(server);
    await peer.stop();
  }
  const sorted = result.latenciesMs;
  return {
    database: opts.database.label,
    ...result,
    answerP50Ms: quantile(result.answersMs, 0.5),
    p50Ms: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? null,
  };
}

/** The run on the embedded database, then on a PostgreSQL database of its own. */
export async function benchMail(opts: {
  root: string;
  nextBin: string;
  port: number;
  databaseUrl: string;
  pgliteDir: string;
  logFile: (driver: string) => string;
  log: (message: string) => void;
}): Promise<MailRun[]> {
  const runs: MailRun[] = [];
  opts.log(`mail: 50 sign-up codes on PGlite, port ${opts.port}`);
  runs.push(
    await benchOne({
      ...opts,
      database: { label: 'PGlite', pgliteDir: opts.pgliteDir },
      logFile: opts.logFile('pglite'),
    }),
  );
  opts.log(`mail: 50 sign-up codes on PostgreSQL, port ${opts.port}`);
  let url: string | undefined;
  try {
    url = await recreateDatabase(opts.databaseUrl, 'bench_mail');
  } catch (error) {
    runs.push({
      database: 'PostgreSQL',
      requested: 0,
      received: 0,
      latenciesMs: [],
      answersMs: [],
      answerP50Ms: null,
      p50Ms: null,
      p95Ms: null,
      maxMs: null,
      failures: [`no PostgreSQL database: ${(error as Error).message}`],
    });
  }
  if (url) {
    runs.push(
      await benchOne({
        ...opts,
        database: { label: 'PostgreSQL', url, pgliteDir: opts.pgliteDir },
        logFile: opts.logFile('postgres'),
      }),
    );
  }
  return runs;
}

const ms = (value: number | null) => (value === null ? '-' : String(Math.round(value)));

export function mailReport(runs: MailRun[]): Report {
  const budgets: Budget[] = runs.map((run) => {
    const isComplete = run.requested > 0 && run.received === run.requested;
    return {
      budget: `code mail p95, request → SMTP receipt (${run.database})`,
      measured:
        run.p95Ms === null
          ? (run.failures[0] ?? 'no mail')
          : `${ms(run.p95Ms)} ms, ${run.received}/${run.requested} received`,
      limit: `≤ ${MAIL_BUDGET_P95_MS} ms, all received`,
      pass: run.p95Ms === null ? null : isComplete && run.p95Ms <= MAIL_BUDGET_P95_MS,
    };
  });
  const rows = runs.map((run, i) => [
    run.database,
    `${run.received}/${run.requested}`,
    ms(run.answerP50Ms),
    ms(run.p50Ms),
    ms(run.p95Ms),
    ms(run.maxMs),
    REFERENCE,
    budgets[i]!.pass === null ? 'ERROR' : verdict(budgets[i]!.pass === true),
  ]);
  const notes = [
    'Sign-up codes through POST /api/account/codes/sign-up after a solved puzzle (test hook),',
    '5 visitors at a time, each from its own address; the clock runs from the code request to',
    'the end of the mail data at a local smtp-server peer (SMTP_URL). The outbox worker is woken',
    'by NOTIFY when the mail row commits; its 5 s poll is the fallback. "answer": the code',
    "request's own HTTP answer, which the mail's time includes.",
    ...runs.flatMap((run) => run.failures.slice(0, 3).map((f) => `${run.database}: ${f}`)),
  ];
  return {
    text: table(
      '(i) Code mails: request → SMTP receipt',
      [
        'database',
        'received',
        'answer p50 ms',
        'p50 ms',
        'p95 ms',
        'max ms',
        'reference',
        'result',
      ],
      rows,
      notes,
    ),
    budgets,
  };
}
