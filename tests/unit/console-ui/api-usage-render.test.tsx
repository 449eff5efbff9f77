import { describe, expect, it } from 'vitest';
import { UsageTotalsView } from '@/components/console/api-usage/usage-totals.client';
import { ConsoleLangProvider } from '@/components/console/ui/console-lang';
import { apiUsageTexts } from '@/lib/console/i18n/api-usage';
import type { UsageTotals } from '@/lib/open-api/usage';
import { renderServer, textOf } from '../../support/render-server';

// The console's Open API usage: requests per day and environment, and the busiest keys.

describe("the staff console's usage totals", () => {
  const totals: UsageTotals = {
    days: 7,
    rows: [
      {
        day: '2026-12-01',
        environment: 'live',
        requests: 1500,
        byStatus: { '2xx': 1400, '3xx': 0, '4xx': 90, '5xx': 10 },
      },
      {
        day: '2026-12-01',
        environment: 'sandbox',
        requests: 40,
        byStatus: { '2xx': 40, '3xx': 0, '4xx': 0, '5xx': 0 },
      },
    ],
    topKeys: [
      {
        keyId: 3,
        name: 'Fleet tool',
        hint: 'vlt_live_…a1B2',
        environment: 'live',
        email: null,
        requests: 1500,
        errors: 10,
      },
    ],
  };

  it('lists the days per environment and the busiest keys with their owners', async () => {
    const text = textOf(
      await renderServer(
        <ConsoleLangProvider lang="en">
          <UsageTotalsView data={totals} />
        </ConsoleLangProvider>,
      ),
    );
    expect(text).toContain('In total: 40 sandbox and 1,500 live requests.');
    expect(text).toMatch(/2026-12-01\s*Live\s*1,500\s*1,400\s*0\s*90\s*10/);
    expect(text).toMatch(/Fleet tool\s*vlt_live_…a1B2\s*Live\s*Phone number only\s*1,500\s*10/);
    const zhText = textOf(
      await renderServer(
        <ConsoleLangProvider lang="zh">
          <UsageTotalsView data={totals} />
        </ConsoleLangProvider>,
      ),
    );
    expect(zhText).toContain(apiUsageTexts.zh.topKeys);
  });
});
