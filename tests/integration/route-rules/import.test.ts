import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { app } from '@/lib/server/api/app';
import { closeDb, getDb } from '@/lib/server/db/client';
import { routeRules } from '@/lib/server/db/schema';
import { applyRouteRules } from '@/lib/route-rules/runtime';
import { startRouteRules, stopRouteRules } from '@/lib/server/route-rules/loader';
import { readVersion } from '@/lib/server/route-rules/read';
import type { ImportResult } from '@/lib/validation/route-rules';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser, SITE } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';
import { auditFor } from '../console/helpers';

type Answer = {
  status: number;
  body: { message?: string; data?: unknown; errors?: Record<string, string[]> };
};

describe(`route rules: CSV import and export (${testDriver})`, () => {
  let editor: Browser;

  const upload = async (
    content: string | Uint8Array,
    { mode = 'merge', lang = 'en', name = 'map.csv' } = {},
  ): Promise<Answer> => {
    const form = new FormData();
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    form.append('file', new File([bytes as BlobPart], name, { type: 'text/csv' }));
    const res = await app.request(`/api/admin/route-rules/import?mode=${mode}`, {
      method: 'POST',
      headers: {
        ...editor.sessionHeaders(),
        Origin: SITE,
        'X-Console-Lang': lang,
      },
      body: form,
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer['body'] };
  };
  const count = async () => (await getDb()).$count(routeRules);
  const clear = async () => {
    await (await getDb()).delete(routeRules);
  };

  beforeAll(async () => {
    useAccountEnv({ REDIS_URL: undefined });
    await useTestDatabase('route_rules_import');
    await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
    await startRouteRules();
  });
  beforeEach(clear);
  afterAll(async () => {
    await stopRouteRules();
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('imports a 10,000-row legacy map in one go, and the proxy applies it', async () => {
    const rows = ['source,target,status,language,keep_query'];
    for (let i = 0; i < 9_000; i++) rows.push(`/legacy/page-${i}.html,/new/${i},301,,`);
    for (let i = 0; i < 500; i++) rows.push(`/section-${i}/*,/new-section-${i}/:splat,,de,false`);
    for (let i = 0; i < 500; i++) {
      rows.push(`"/app-${i}","https://apps.example.com/voltara?id=${i}",302,all,true`);
    }
    const started = performance.now();
    const res = await upload(`${rows.join('\r\n')}\r\n`);
    const seconds = (performance.now() - started) / 1000;
    console.log(`route rules: 10,000-row CSV imported in ${seconds.toFixed(2)} s (${testDriver})`);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.data).toMatchObject({ created: 10_000, updated: 0, unchanged: 0, deleted: 0 });
    expect(await count()).toBe(10_000);
    expect(applyRouteRules('/legacy/page-8999.html', '', new Headers())).toEqual({
      location: '/new/8999',
      status: 301,
    });
    expect(applyRouteRules('/de/section-7/a/b', '?x=1', new Headers())?.location).toBe(
      '/de/new-section-7/a/b',
    );
    expect(applyRouteRules('/section-7/a', '', new Headers())).toBeNull();
    expect(applyRouteRules('/cn/app-3', '', new Headers())?.location).toBe(
      'https://apps.example.com/voltara?id=3',
    );
    const audit = await auditFor('csv', 'routeRule.import');
    expect(audit.at(-1)?.detail).toMatchObject({ mode: 'merge', rows: 10_000, created: 10_000 });
  });

  it('lists every invalid row with its line and imports nothing', async () => {
    await upload('source,target\n/keep,/kept\n');
    const version = await readVersion(await getDb());
    const file = [
      'source,target,status',
      '/good-1,/fine,308',
      '=HYPERLINK("http://evil.example"),/x,308',
      '/good-2,javascript:alert(1),308',
      '/good-3,/y,303',
      '/good-1,/other,308',
      '"/multi',
      'line",/z,308',
      '/products,/z,308',
      '/short,/z',
      '/ok,@SUM(A1),308',
    ].join('\n');
    const res = await upload(file);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nothing was imported: 8 invalid row(s).');
    expect(res.body.errors?.rows).toEqual([
      'Line 3 · source: A cell starts with =, like a spreadsheet formula: not allowed.',
      'Line 4 · target: Addresses starting with javascript: are not allowed: use https://, http:// or a path of this site.',
      'Line 5 · status: Choose 301, 302, 307 or 308.',
      'Line 6 · source: There is already a rule for /good-1 in this language.',
      'Line 7 · source: Line breaks and other control characters are not allowed.',
      'Line 9 · source: This would hide a page of the site (/products). Choose a path that is not a page.',
      'Line 10: This row has 2 cells; the header has 3.',
      'Line 11 · target: A cell starts with @, like a spreadsheet formula: not allowed.',
    ]);
    expect(await count()).toBe(1);
    expect(await readVersion(await getDb())).toBe(version);

    const chinese = await upload(file, { lang: 'zh' });
    expect(chinese.body.message).toBe('未导入任何规则：有 8 行无效。');
    expect(chinese.body.errors?.rows?.[0]).toBe(
      '第 3 行 · source: 单元格以 = 开头，类似电子表格公式：不允许。',
    );
  });

  it('refuses a file whose rules loop, naming its lines, and nothing is half-imported', async () => {
    await upload('source,target\n/a,/b\n');
    const res = await upload('source,target\n/x,/y\n/b,/c\n/c,/a\n');
    expect(res.status).toBe(400);
    expect(res.body.errors?.rows).toEqual([
      'Line 3 · target: Visitors would go round in a circle: /b → /c → /a → /b.',
      'Line 4 · target: Visitors would go round in a circle: /b → /c → /a → /b.',
    ]);
    expect(await count()).toBe(1);
  });

  it('refuses bad encoding, a bad header, open quotes, an empty file and 50 MB', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('source,target\n/caf'), 0xe9, 0x0a]);
    const cases: [string | Uint8Array, number, RegExp][] = [
      [latin1, 400, /not UTF-8 text/],
      ['from,to\n/a,/b\n', 400, /Unknown column “from”/],
      ['source,status\n/a,301\n', 400, /source and target at least/],
      ['source,target\n"/a,/b\n', 400, /starts on line 2 is not closed/],
      ['source,target\n\n', 400, /no rules/],
      ['', 400, /no rules/],
    ];
    for (const [content, status, message] of cases) {
      const res = await upload(content);
      expect(res.status, String(message)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await upload(latin1, { lang: 'zh' })).body.message).toMatch(/不是 UTF-8/);

    const big = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    const huge = await upload(big);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The file is larger than 10 MB.');
    // A JSON body is no file.
    const json = await editor.post('/api/admin/route-rules/import', { source: '/a' });
    expect(json.status).toBe(415);
    expect(await count()).toBe(0);
  });

  it('merges by source and language, or replaces everything; keeps what did not change', async () => {
    await upload('source,target,language\n/a,/one,all\n/a,/eins,de\n/b,/two,all\n');
    const merged = await upload(
      'source,target,language\n/a,/uno,all\n/c,/three,all\n/b,/two,all\n',
    );
    expect(merged.body.data).toMatchObject({ created: 1, updated: 1, unchanged: 1, deleted: 0 });
    expect(applyRouteRules('/a', '', new Headers())?.location).toBe('/uno');
    expect(applyRouteRules('/de/a', '', new Headers())?.location).toBe('/de/eins');

    const replaced = await upload('source,target\n/a,/uno\n/z,/last\n', {
      mode: 'replace',
    });
    expect(replaced.body.data).toMatchObject({ created: 1, updated: 0, unchanged: 1, deleted: 3 });
    expect(applyRouteRules('/b', '', new Headers())).toBeNull();
    expect(applyRouteRules('/de/a', '', new Headers())?.location).toBe('/de/uno');
  });

  it('exports every rule as a CSV the import reads back unchanged', async () => {
    await upload(
      'source,target,status,language,keep_query\n/产品/*,/products/:splat,301,all,false\n/q,"https://x.example/?a=1,2",302,fr,true\n',
    );
    const res = await app.request('/api/admin/route-rules/export.csv', {
      headers: editor.sessionHeaders(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="voltara-redirects-/,
    );
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('source,target,status,language,keep_query,hits,last_hit_at');
    expect(csv).toContain('/%E4%BA%A7%E5%93%81/*,/products/:splat,301,all,false,0,');
    expect(csv).toContain('/q,"https://x.example/?a=1,2",302,fr,true,0,');
    const again = await upload(csv, { mode: 'replace' });
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2, deleted: 0 });
  });

  it('keeps its result shape for the console', async () => {
    const res = await upload('source,target\n/r,/s\n');
    const data = res.body.data as ImportResult;
    expect(Object.keys(data).sort()).toEqual([
      'created',
      'deleted',
      'seconds',
      'unchanged',
      'updated',
    ]);
    expect(data.seconds).toBeGreaterThanOrEqual(0);
  });
});
