import { describe, expect, it } from 'vitest';
import { CspReportSummaryView } from '@/components/console/content/csp-report-panel.client';
import { ConsoleLangProvider } from '@/components/console/ui/console-lang';
import { contentTexts } from '@/lib/console/i18n/content';
import { renderServer, textOf } from '../../support/render-server';

// The dashboard's CSP report panel: the three counts and the most frequent pairs.

const summary = {
  last24h: 2,
  last7d: 17,
  total: 40,
  retentionDays: 30,
  top: [
    {
      effectiveDirective: 'img-src',
      blockedUri: 'https://tracker.example/p.gif',
      count: 11,
      lastSeen: '2026-11-20T08:00:00.000Z',
    },
    {
      effectiveDirective: 'script-src-elem',
      blockedUri: '',
      count: 3,
      lastSeen: '2026-11-19T08:00:00.000Z',
    },
  ],
};

const render = (lang: 'en' | 'zh', data = summary) =>
  renderServer(
    <ConsoleLangProvider lang={lang}>
      <CspReportSummaryView data={data} />
    </ConsoleLangProvider>,
  );

describe('the CSP report panel', () => {
  it('shows the counts of the last day, week and all kept, labelled', async () => {
    const html = await render('en');
    const counts = [...html.matchAll(/data-count[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(counts).toEqual(['2', '17', '40']);
    const text = textOf(html);
    const t = contentTexts.en.dashboard.csp;
    expect(text).toContain(t.last24h);
    expect(text).toContain('Last 30 days (all kept)');
  });

  it('lists the most frequent directive and blocked URI pairs with their counts', async () => {
    const text = textOf(await render('en'));
    expect(text).toMatch(/img-src\s*https:\/\/tracker\.example\/p\.gif\s*11/);
    expect(text).toMatch(/script-src-elem\s*—\s*3/);
  });

  it('speaks Chinese in the Chinese console, and says when nothing was reported', async () => {
    const text = textOf(await render('zh', { ...summary, top: [] }));
    expect(text).toContain('最近 30 天');
    expect(text).toContain(contentTexts.zh.dashboard.csp.none);
  });
});
