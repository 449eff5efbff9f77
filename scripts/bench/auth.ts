// The login abuse run (`npm run bench -- --auth`): 1,000 wrong-password logins against one account
// from one address — every one refused, never a 5xx, the account locked — and then the real
// owner recovers it (a code by mail, a new password, signed in). The server runs with the slider
// puzzle's test hook (NODE_ENV=test, CAPTCHA_TEST_SECRET) so the attacker can solve puzzles as a
// person would: each attempt first asks for a puzzle and answers it, until the puzzle's own
// limits refuse; the answer comes from the hook, the track is a plausible drag.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Budget, Report } from './report';
import { type SiteRunOptions, startSite, stopServer, waitForHealth } from './server';
import { int, table, verdict } from './table';

export const AUTH_TEST_SECRET = `bench-${randomUUID()}`;
/** A server's environment for the slider puzzle's test hook (see client().puzzleToken). */
export const PUZZLE_HOOK_ENV = { NODE_ENV: 'test', CAPTCHA_TEST_SECRET: AUTH_TEST_SECRET };

export type AuthRun = {
  attempts: number;
  statusCodes: Record<string, number>;
  /** Answers by reason (the first key of `errors`). */
  reasons: Record<string, number>;
  signedIn: number;
  puzzlesSolved: number;
  lockedUntil: string | null;
  ownerRecovered: boolean;
  ownerNote: string;
  seconds: number;
};

type Answer = { status: number; body: { errors?: Record<string, string[]>; data?: unknown } };

const PASSWORD = 'Owner-Pass42';
const NEW_PASSWORD = 'Owner-New42x';

/**
 * The site's API as a browser at `ip` calls it, puzzles solved through the test hook. With
 * `cookies`, it keeps the cookies the site sets and sends them back (a signed-in session).
 */
export function client(baseUrl: string, ip: string, { cookies = false } = {}) {
  const jar = new Map<string, string>();
  /** The Cookie header of the kept cookies ('' when none). */
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    origin: baseUrl,
    'x-forwarded-for': ip,
    ...extra,
  });
  const call = async (path: string, init: RequestInit): Promise<Answer> => {
    const sent = new Headers(init.headers);
    if (jar.size) sent.set('cookie', cookieHeader());
    const res = await fetch(baseUrl + path, {
      ...init,
      headers: sent,
      signal: AbortSignal.timeout(30_000),
    });
    if (cookies) {
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(';')[0]!;
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    }
    const text = await res.text();
    let body: Answer['body'] = {};
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      // a non-JSON answer counts by its status
    }
    return { status: res.status, body };
  };
  const post = (path: string, data: unknown, extra?: Record<string, string>) =>
    call(path, { method: 'POST', headers: headers(extra), body: JSON.stringify(data) });

  /** A solved puzzle's token for `action`, or undefined when the puzzle API refuses. */
  async function puzzleToken(action: string): Promise<string | undefined> {
    const challenge = await post('/api/captcha/challenge', { action });
    const id = (challenge.body.data as { id?: string } | undefined)?.id;
    if (challenge.status !== 200 || !id) return undefined;
    const hint = await call(`/api/captcha/test-answer/${id}`, {
      headers: { 'x-captcha-test-secret': AUTH_TEST_SECRET, 'x-forwarded-for': ip },
    });
    const x = (hint.body.data as { x?: number } | undefined)?.x;
    if (hint.status !== 200 || x === undefined) return undefined;
    // A drag of ten moves over 270 ms, as the browser records it, taking that long.
    const track = Array.from({ length: 10 }, (_, i) => ({ x: (x * i) / 9, t: i * 30 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const verified = await post('/api/captcha/verify', { id, x, track, keyboard: false });
    return (verified.body.data as { token?: string } | undefined)?.token;
  }
  const withPuzzle = async (path: string, data: unknown, action: string) => {
    const token = await puzzleToken(action);
    return { token, answer: await post(path, data, token ? { 'x-captcha-token': token } : {}) };
  };
  return { post, withPuzzle, puzzleToken, cookieHeader };
}

/** What the run reads from the database beside the API: the mailed codes, the lock. */
export type AuthProbe = {
  /** The text of the newest outbox mail to `to` with this ref. */
  mailText(to: string, ref: string): Promise<string | undefined>;
  /** When the account's lock ends, if it is locked now. */
  lockedUntil(username: string): Promise<Date | null>;
};

/** The probe over a PostgreSQL database (the bench's server runs on it). */
export function postgresProbe(databaseUrl: string): AuthProbe {
  const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[]) => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return (await db.query<T>(sql, values)).rows;
    } finally {
      await db.end();
    }
  };
  return {
    mailText: async (to, ref) =>
      (
        await query<{ text: string }>(
          'select text from outbox where "to" = $1 and ref = $2 order by id desc limit 1',
          [to, ref],
        )
      )[0]?.text,
    lockedUntil: async (username) =>
      (
        await query<{ locked_until: Date }>(
          'select locked_until from users where username = $1 and locked_until > now()',
          [username],
        )
      )[0]?.locked_until ?? null,
  };
}

async function latestCode(probe: AuthProbe, to: string, ref: string): Promise<string> {
  const code = (await probe.mailText(to, ref))?.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no ${ref} mail to ${to} in the outbox`);
  return code;
}

const expectOk = (what: string, answer: Answer) => {
  if (answer.status !== 200)
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
};

export async function runAuthAbuse(
  baseUrl: string,
  probe: AuthProbe,
  { attempts = 1000, concurrency = 10 } = {},
): Promise<AuthRun> {
  const started = Date.now();
  const id = randomUUID().slice(0, 8);
  const username = `bench${id}`;
  const email = `bench.${id}@example.com`;

  // The owner signs up (their own address).
  const owner = client(baseUrl, '10.250.0.1');
  const codeBody = { country: 'DE', channel: 'email', email };
  expectOk(
    'sign-up code',
    (await owner.withPuzzle('/api/account/codes/sign-up', codeBody, 'sign-up')).answer,
  );
  const signUp = {
    ...codeBody,
    username,
    nickname: 'Bench Owner',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code: await latestCode(probe, email, 'code:sign-up'),
    terms: true,
  };
  expectOk('sign up', await owner.post('/api/account/sign-up', signUp));

  // The attack: one address, one account, wrong passwords.
  const attacker = client(baseUrl, '10.250.0.66');
  const statusCodes: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  let signedIn = 0;
  let puzzlesSolved = 0;
  let isPuzzleRefused = false;
  let next = 0;
  const worker = async () => {
    while (next < attempts) {
      const n = next++;
      const body = { identifier: username, password: `Wrong-Pass${n}`, terms: true };
      // Once the puzzle API has refused this address, later attempts come without a token.
      if (!isPuzzleRefused) {
        const { token: solved, answer } = await attacker.withPuzzle(
          '/api/account/sign-in',
          body,
          'sign-in',
        );
        if (!solved) isPuzzleRefused = true;
        else puzzlesSolved++;
        count(answer);
        continue;
      }
      count(await attacker.post('/api/account/sign-in', body));
    }
  };
  const count = ({ status, body }: Answer) => {
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    const reason = Object.values(body.errors ?? {})[0]?.[0] ?? (status === 200 ? 'signed in' : '-');
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    if (status === 200) signedIn++;
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const locked = await probe.lockedUntil(username);

  // The real owner recovers from another address: code, new password, signed in.
  let ownerRecovered = false;
  let ownerNote = '';
  try {
    const rescue = client(baseUrl, '10.250.0.2');
    expectOk(
      'recovery code',
      (await rescue.withPuzzle('/api/account/codes/recover', { email }, 'recover')).answer,
    );
    const code = await latestCode(probe, email, 'code:recover');
    expectOk(
      'reset',
      await rescue.post('/api/account/password/reset', {
        email,
        code,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    const login = await rescue.withPuzzle(
      '/api/account/sign-in',
      { identifier: username, password: NEW_PASSWORD, terms: true },
      'sign-in',
    );
    expectOk('sign in with the new password', login.answer);
    ownerRecovered = true;
    ownerNote = 'reset by code, then signed in';
  } catch (error) {
    ownerNote = (error as Error).message.slice(0, 200);
  }

  return {
    attempts,
    statusCodes,
    reasons,
    signedIn,
    puzzlesSolved,
    lockedUntil: locked?.toISOString() ?? null,
    ownerRecovered,
    ownerNote,
    seconds: (Date.now() - started) / 1000,
  };
}

export function authReport(run: AuthRun): Report {
  const fiveHundreds = Object.entries(run.statusCodes)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, n]) => sum + n, 0);
  const statuses = Object.entries(run.statusCodes)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  const reasons = Object.entries(run.reasons)
    .map(([reason, n]) => `${reason}×${n}`)
    .join(' ');
  const budgets: Budget[] = [
    {
      budget: 'auth: wrong-password flood',
      measured: `${int(run.attempts)} tries, ${run.signedIn} signed in, ${fiveHundreds} 5xx, ${run.lockedUntil ? 'locked' : 'not locked'}`,
      limit: 'all refused, no 5xx, locked',
      pass: run.signedIn === 0 && fiveHundreds === 0 && !!run.lockedUntil,
    },
    {
      budget: 'auth: the owner recovers',
      measured: run.ownerNote,
      limit: 'new password works',
      pass: run.ownerRecovered,
    },
  ];
  const rows = [
    [
      `${int(run.attempts)} logins, one address, one account`,
      statuses,
      int(run.puzzlesSolved),
      run.lockedUntil ?? 'no',
      verdict(budgets[0]!.pass === true),
    ],
    [
      'owner: recovery code → new password → sign in',
      run.ownerNote,
      '-',
      '-',
      verdict(run.ownerRecovered),
    ],
  ];
  const notes = [
    `answers: ${reasons}`,
    'Each try first solves a slider puzzle (test hook) until the puzzle limits refuse the',
    'address; then the per-address limit, the per-account limit and the 15-minute lock of',
    `five wrong passwords answer. ${run.seconds.toFixed(1)} s in all.`,
  ];
  const title = '(e) Accounts: 1,000 wrong-password logins against one account from one address';
  return {
    text: table(
      title,
      ['run', 'statuses', 'puzzles solved', 'locked until', 'result'],
      rows,
      notes,
    ),
    budgets,
  };
}

/**
 * Start a server of the built site with the puzzle's test hook (NODE_ENV=test, a fresh
 * CAPTCHA_TEST_SECRET) on PostgreSQL, run the flood against it, stop it.
 */
export async function benchAuth(opts: SiteRunOptions): Promise<AuthRun> {
  const server = await startSite({
    ...opts,
    name: 'auth',
    env: {
      ...PUZZLE_HOOK_ENV,
      DATABASE_URL: opts.databaseUrl,
      PGLITE_DIR: opts.pgliteDir,
      // Mail stays in the outbox (read by the probe); limits in this server's memory.
      SMTP_URL: '',
      REDIS_URL: '',
    },
  });
  try {
    await waitForHealth(server);
    return await runAuthAbuse(server.url, postgresProbe(opts.databaseUrl));
  } finally {
    await stopServer(server);
  }
}
