import { describe, expect, it } from 'vitest';
import {
  CSP_REPORT_PATH,
  REPORTING_ENDPOINTS,
  REPORT_TO_DIRECTIVE,
  REPORT_URI_DIRECTIVE,
  cspReportDirectives,
} from '@/lib/security/csp-report';
import {
  CSP_REPORT_LENGTHS,
  MAX_REPORTS_PER_BATCH,
  cleanText,
  cspReportBodySchema,
  reportedUrl,
} from '@/lib/validation/csp-report';

// What browsers send, captured from Chromium 156 (report-uri and Reporting API).
const reportUri = (overrides: Record<string, unknown> = {}) => ({
  'csp-report': {
    'document-uri': 'https://www.voltara.test/de/products?token=secret#top',
    referrer: 'https://search.example/?q=anna%40example.com',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'self'; report-uri /api/csp-report",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 1,
    'column-number': 32,
    'source-file': 'https://www.voltara.test/de/products?token=secret',
    'status-code': 200,
    'script-sample': 'alert(1)',
    ...overrides,
  },
});

const apiReport = (body: Record<string, unknown> = {}, type = 'csp-violation') => ({
  age: 0,
  type,
  url: 'https://www.voltara.test/de/products?token=secret',
  user_agent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0',
  body: {
    blockedURL: 'https://evil.example/x.js?u=anna@example.com',
    columnNumber: 5,
    disposition: 'report',
    documentURL: 'https://www.voltara.test/de/products?token=secret',
    effectiveDirective: 'script-src-elem',
    lineNumber: 12,
    originalPolicy: "script-src 'self'; report-to csp",
    referrer: '',
    sample: '',
    sourceFile: null,
    statusCode: 200,
    ...body,
  },
});

const parse = (body: unknown) => cspReportBodySchema.safeParse(body);

describe('the CSP report parsers', () => {
  it('reads a report-uri report, without query, fragment, referrer or policy', () => {
    const result = parse(reportUri());
    expect(result.success).toBe(true);
    expect(result.data).toEqual([
      {
        documentUri: 'https://www.voltara.test/de/products',
        blockedUri: 'inline',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: 'https://www.voltara.test/de/products',
        lineNumber: 1,
        columnNumber: 32,
        sample: 'alert(1)',
        statusCode: 200,
      },
    ]);
    expect(JSON.stringify(result.data)).not.toMatch(/secret|anna|search\.example|original/);
  });

  it('reads a Reporting API batch, keeping only the CSP violations', () => {
    const result = parse([
      apiReport(),
      apiReport({ message: 'old API' }, 'deprecation'),
      apiReport({ effectiveDirective: 'img-src', blockedURL: 'data:image/png;base64,AAAA' }),
    ]);
    expect(result.success).toBe(true);
    expect(result.data).toEqual([
      {
        documentUri: 'https://www.voltara.test/de/products',
        blockedUri: 'https://evil.example/x.js',
        effectiveDirective: 'script-src-elem',
        disposition: 'report',
        sourceFile: null,
        lineNumber: 12,
        columnNumber: 5,
        sample: null,
        statusCode: 200,
      },
      expect.objectContaining({ effectiveDirective: 'img-src', blockedUri: 'data:' }),
    ]);
  });

  it('takes the directive name from an old violated-directive, and defaults the disposition', () => {
    const old = reportUri({ 'effective-directive': undefined, disposition: undefined });
    old['csp-report']['violated-directive'] = "Script-Src 'self' https://x";
    const result = parse(JSON.parse(JSON.stringify(old)));
    expect(result.data?.[0]).toMatchObject({
      effectiveDirective: 'script-src',
      disposition: 'enforce',
    });
  });

  it('stores nothing for a batch with no CSP violation', () => {
    expect(parse([apiReport({}, 'intervention')]).data).toEqual([]);
    expect(parse([]).data).toEqual([]);
  });

  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an object of another shape', { report: {} }],
    ['a report without its document', { 'csp-report': { 'blocked-uri': 'inline' } }],
    [
      'a report without a directive',
      reportUri({ 'effective-directive': undefined, 'violated-directive': undefined }),
    ],
    ['a line number that is text', reportUri({ 'line-number': '12' })],
    ['a negative line number', reportUri({ 'line-number': -1 })],
    ['an unknown disposition', reportUri({ disposition: 'maybe' })],
    ['a CSP report without a body', [{ type: 'csp-violation', url: 'https://x.test/' }]],
    ['a CSP report with a numeric URL', [apiReport({ documentURL: 42 })]],
    ['a report without a type', [{ body: {} }]],
    ['too many reports', Array.from({ length: MAX_REPORTS_PER_BATCH + 1 }, () => apiReport())],
  ])('refuses %s', (_name, body) => {
    expect(parse(JSON.parse(JSON.stringify(body))).success).toBe(false);
  });

  it('cuts every stored string to its bound', () => {
    const long = 'a'.repeat(5000);
    const [v] = parse(
      reportUri({
        'document-uri': `https://www.voltara.test/${long}`,
        'blocked-uri': `https://cdn.example/${long}`,
        'source-file': `https://www.voltara.test/${long}.js`,
        'effective-directive': `script-src${long}`,
        'script-sample': long,
      }),
    ).data!;
    expect(v!.documentUri).toHaveLength(CSP_REPORT_LENGTHS.url);
    expect(v!.blockedUri).toHaveLength(CSP_REPORT_LENGTHS.url);
    expect(v!.sourceFile).toHaveLength(CSP_REPORT_LENGTHS.url);
    expect(v!.effectiveDirective).toHaveLength(CSP_REPORT_LENGTHS.directive);
    expect(v!.sample).toHaveLength(CSP_REPORT_LENGTHS.sample);
  });
});

describe('reportedUrl', () => {
  it.each([
    ['https://a.test/p/q?x=1#f', 'https://a.test/p/q'],
    ['https://user:pw@a.test:8443/p?x', 'https://a.test:8443/p'],
    ['chrome-extension://abcdef/inject.js?x', 'chrome-extension://abcdef/inject.js'],
    ['data:text/html,<b>anna@example.com</b>', 'data:'],
    ['blob:https://a.test/3f2a-11', 'blob:'],
    ['javascript:alert(document.cookie)', 'javascript:'],
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['', ''],
    ['/relative/path?email=a@b.c', '/relative/path'],
    ['no url#frag', 'no url'],
  ])('keeps %s as %s', (input, kept) => {
    expect(reportedUrl(input)).toBe(kept);
  });
});

describe('cleanText', () => {
  it('drops control characters (NUL included) and lone surrogates', () => {
    expect(cleanText('a\u0000b\u0007c\u009f\ud800d', 100)).toBe('abcd');
    expect(cleanText(' if (x)\n\talert(1) ', 100)).toBe('if (x) alert(1)');
  });

  it('never cuts a character in half', () => {
    expect(cleanText('ab😀', 3)).toBe('ab');
    expect(cleanText('ab😀', 4)).toBe('ab😀');
  });
});

describe('the reporting directives for the CSP', () => {
  it('name the report route, and report-to only over HTTPS', () => {
    expect(REPORT_URI_DIRECTIVE).toBe('report-uri /api/csp-report');
    expect(REPORT_TO_DIRECTIVE).toBe('report-to csp');
    expect(REPORTING_ENDPOINTS).toBe(`csp="${CSP_REPORT_PATH}"`);
    expect(cspReportDirectives(true)).toEqual([REPORT_URI_DIRECTIVE, REPORT_TO_DIRECTIVE]);
    expect(cspReportDirectives(false)).toEqual([REPORT_URI_DIRECTIVE]);
  });
});
