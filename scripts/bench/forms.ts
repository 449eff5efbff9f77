// The form run: (1) many concurrent contact submissions — how many per second, p99, and
// whether every success answer left a stored row (0 lost); (2) malformed bodies — every one a
// 4xx with a message, never a 500, nothing stored. Each request comes from its own client
// address (X-Forwarded-For) and email, so the per-IP and per-email limits do not turn the run
// into a rate-limit test.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Budget, Report } from './report';
import { int, table, verdict, type Cell } from './table';

export type SubmissionRun = {
  connections: number;
  durationS: number;
  requests: number;
  succeeded: number;
  perSec: number;
  latencyP99Ms: number;
  statusCodes: Record<string, number>;
  errors: number;
  stored: number;
  /** Answered 200 but no row: must be 0. */
  lost: number;
  /** Rows whose answer arrived after the run's end (requests in flight when it stopped). */
  unanswered: number;
};

export type MalformedRun = {
  sent: number;
  statusCodes: Record<string, number>;
  withoutMessage: number;
  stored: number;
};

const valid = {
  name: 'Bench Tester',
  country: 'DE',
  telephone: '+49 30 1234567',
  message: 'Load test of the contact form.',
};

/** An address of its own for request n (10.x.y.z), so each one is a different client. */
export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The emails of the rows stored with this run's company marker. */
async function storedEmails(databaseUrl: string, company: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ email: string }>(
      'select email from contact_requests where company = $1',
      [company],
    );
    return new Set(result.rows.map((r) => r.email));
  } finally {
    await client.end();
  }
}

export async function runSubmissions(
  baseUrl: string,
  databaseUrl: string,
  opts: { connections: number; duration: number },
): Promise<SubmissionRun> {
  const company = `bench-${randomUUID()}`;
  let n = 0;
  const answered = new Set<string>();
  type Context = { email?: string };
  const result = await autocannon({
    url: `${baseUrl}/api/contact`,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        // One request at a time per connection, so the connection's context knows which
        // email the answer belongs to.
        setupRequest: (request, context: Context) => {
          n++;
          context.email = `bench${n}@example.com`;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: baseUrl,
              language: 'de',
              'x-forwarded-for': clientAddress(n),
            },
            body: JSON.stringify({ ...valid, company, email: context.email }),
          };
        },
        onResponse: (status: number, _body: string, context: Context) => {
          if (status === 200 && context.email) answered.add(context.email);
        },
      },
    ],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  const succeeded = statusCodes['200'] ?? 0;
  const stored = await storedEmails(databaseUrl, company);
  return {
    connections: opts.connections,
    durationS: result.duration,
    requests: result.requests.total,
    succeeded,
    perSec: succeeded / result.duration,
    latencyP99Ms: result.latency.p99,
    statusCodes,
    errors: result.errors + result.timeouts,
    stored: stored.size,
    lost: [...answered].filter((email) => !stored.has(email)).length,
    unanswered: [...stored].filter((email) => !answered.has(email)).length,
  };
}

type Bad = { body: string | Uint8Array; type?: string };

function malformedBodies(company: string): Bad[] {
  const json = (value: unknown) => ({ body: JSON.stringify(value) });
  const withFields = (fields: Record<string, unknown>) =>
    json({ ...valid, company, email: 'bench@example.com', ...fields });
  return [
    json({ ...valid, company, name: 42, email: ['x'], country: null }),
    json({ company }),
    withFields({ message: 'x'.repeat(1024 * 1024) }),
    withFields({ email: '<script>alert(1)</script>' }),
    withFields({ country: "DE'; DROP TABLE contact_requests;--" }),
    withFields({ telephone: "1' OR '1'='1" }),
    { body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { body: 'name=x&email=x%40example.com', type: 'application/x-www-form-urlencoded' },
    { body: JSON.stringify({ ...valid, company }), type: 'text/plain' },
    { body: '{"name": "x",' },
    { body: '[]' },
    { body: '' },
  ];
}

export async function runMalformed(
  baseUrl: string,
  databaseUrl: string,
  total = 1000,
  concurrency = 20,
): Promise<MalformedRun> {
  const company = `bench-bad-${randomUUID()}`;
  const bodies = malformedBodies(company);
  const statusCodes: Record<string, number> = {};
  let withoutMessage = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const bad = bodies[i % bodies.length]!;
      const res = await fetch(`${baseUrl}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': bad.type ?? 'application/json',
          origin: baseUrl,
          'x-forwarded-for': clientAddress(1_000_000 + i),
        },
        body: bad.body as BodyInit,
      });
      const text = await res.text();
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
      try {
        if (!(JSON.parse(text) as { message?: string }).message) withoutMessage++;
      } catch {
        withoutMessage++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    sent: total,
    statusCodes,
    withoutMessage,
    stored: (await storedEmails(databaseUrl, company)).size,
  };
}

export function formsReport(run: SubmissionRun, bad: MalformedRun): Report {
  const only4xx = Object.keys(bad.statusCodes).every((s) => s.startsWith('4'));
  const budgets: Budget[] = [
    {
      budget: 'forms: stored rows = success answers',
      measured: `${int(run.succeeded)} answered 200, ${int(run.lost)} of them without a row`,
      limit: '0 lost',
      pass: run.lost === 0 && run.succeeded > 0,
    },
    {
      budget: 'forms: malformed bodies',
      measured: `${Object.entries(bad.statusCodes)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}; ${bad.stored} stored`,
      limit: 'all 4xx with a message, 0 stored',
      pass: only4xx && bad.withoutMessage === 0 && bad.stored === 0,
    },
  ];
  const statuses = (codes: Record<string, number>) =>
    Object.entries(codes)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ');
  const rows: Cell[][] = [
    [
      `POST /api/contact (${run.connections} conn × ${run.durationS.toFixed(0)} s)`,
      int(run.perSec),
      run.latencyP99Ms.toFixed(0),
      int(run.stored),
      statuses(run.statusCodes) + (run.errors ? ` errors×${run.errors}` : ''),
      verdict(budgets[0]!.pass === true),
    ],
    [
      `${bad.sent} malformed bodies`,
      '-',
      '-',
      int(bad.stored),
      statuses(bad.statusCodes),
      verdict(budgets[1]!.pass === true),
    ],
  ];
  const title = '(d) Forms on PostgreSQL: submissions stored, malformed bodies refused';
  const head = ['run', 'stored/s', 'p99 ms', 'rows stored', 'statuses', 'result'];
  const notes = [
    'stored/s counts answers 200 per second; every 200 must have left its row (the answer',
    `comes after the commit). ${int(run.unanswered)} row(s) belong to requests still in flight`,
    'when the run stopped (stored, their answer not counted). Each request has its own',
    'X-Forwarded-For and email address, so rate limits stay out of the measurement.',
  ];
  return { text: table(title, head, rows, notes), budgets };
}
