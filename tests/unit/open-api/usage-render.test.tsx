import { describe, expect, it } from 'vitest';
import { ApiUsage } from '@/components/account/center/api-usage';
import { ApiUsageToggle } from '@/components/account/center/api-usage.client';
import type { KeyUsage, UsageDay } from '@/lib/open-api/usage';
import de from '@/messages/account/de-DE.json';
import en from '@/messages/account/en-US.json';
import zh from '@/messages/account/zh-CN.json';
import { renderServer, textOf } from '../../support/render-server';

// The API console's usage chart, rendered as the server would: bars stacked by status class with
// their text alternative, the p95 and the quota share as text.

const day = (date: string, byStatus: Partial<UsageDay['byStatus']> = {}): UsageDay => {
  const status = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, ...byStatus };
  const requests = Object.values(status).reduce((a, b) => a + b, 0);
  return {
    day: date,
    requests,
    byStatus: status,
    byGroup: { systems: requests, telemetry: 0, energy: 0, mode: 0, other: 0 },
    p95: requests ? { ms: 50, above: false } : null,
    quotaShare: requests / 10_000,
  };
};

const usage: KeyUsage = {
  keyId: 7,
  environment: 'sandbox',
  dailyQuota: 10_000,
  days: [
    day('2026-11-29'),
    day('2026-11-30', { '2xx': 1200, '4xx': 30, '5xx': 2 }),
    day('2026-12-01', { '2xx': 8000, '4xx': 500 }),
  ],
  p95: { ms: 2500, above: true },
};

const render = (messages: typeof en, locale: string, data = usage) =>
  renderServer(
    <ApiUsage usage={data} texts={messages.Account.center.apiKeys.usage} locale={locale} />,
  );

describe("a key's usage chart", () => {
  it('draws a bar a day stacked by status class, named and described for screen readers', async () => {
    const html = await render(en, 'en-US');
    expect(html).toContain('role="img"');
    expect(html).toMatch(/<title id="api-usage-7-title">Requests per day over the last 3 days/);
    expect(html).toContain(
      '<desc id="api-usage-7-desc">9,732 requests in 3 days; the busiest day was Dec 1, with 8,500.</desc>',
    );
    // 2xx and 4xx on the last day, 2xx, 4xx and 5xx the day before; nothing for an empty day.
    expect(html.match(/<rect /g)).toHaveLength(5);
    expect(html).toMatch(/class="fill-red-700 stroke-white"/);
  });

  it("says today's share of the quota and the p95 in words, and has every figure in a table", async () => {
    const text = textOf(await render(en, 'en-US'));
    expect(text).toContain(
      'Today: 8,500 of 10,000 requests, 85% of the daily quota. The count starts again at 00:00 UTC.',
    );
    expect(text).toContain('More than 5% of the requests took longer than 2,500 ms.');
    expect(text).toMatch(/Nov 30\s*1,232\s*1,200\s*0\s*30\s*2\s*12.3%\s*≤ 50 ms/);
    expect(text).toMatch(/Systems\s*9,732/);
  });

  it('speaks the page language, and says when there were no requests', async () => {
    const german = textOf(await render(de as typeof en, 'de-DE'));
    expect(german).toContain('Heute: 8.500 von 10.000 Anfragen');
    const none = { ...usage, days: [day('2026-12-01')], p95: null };
    const chinese = await render(zh as typeof en, 'zh-CN', none);
    expect(chinese).not.toContain('role="img"');
    expect(textOf(chinese)).toContain('最近 1 天没有使用此密钥的请求。');
  });
});

describe('the usage toggle of a key', () => {
  it('is a button naming the key, collapsed until its owner asks', async () => {
    const html = await renderServer(
      <ApiUsageToggle
        keyId={7}
        name="Home dashboard"
        texts={en.Account.center.apiKeys.usage}
        locale="en-US"
      />,
    );
    expect(html).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*aria-controls="api-usage-panel-7"[^>]*aria-label="Show usage of the key Home dashboard"[^>]*>Show usage<\/button>/,
    );
    expect(html).not.toContain('role="img"');
  });
});
