import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderServer, textOf } from '@/tests/support/render-server';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nNavigation,
);
vi.mock(
  '@/lib/i18n/client-navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nClientNavigation,
);
// The filters the list reads from its address.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('@/tests/support/render-mocks')).nextNavigationHooks,
  useSearchParams: () => new URLSearchParams('language=de&status=new&from=2026-01-01'),
}));

const { SubmissionTable } = await import('@/components/console/inbox/submission-table');
const { SubmissionList } = await import('@/components/console/inbox/submission-list.client');
const { ConsoleLangProvider } = await import('@/components/console/ui/console-lang');
const { KindNav } = await import('@/components/console/inbox/kind-nav');
const { inboxTexts } = await import('@/lib/console/i18n/inbox');

/** Each label's text with the id of the control it names, and each control's id. */
function labelledControls(html: string) {
  const labels = new Map(
    [...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>(.*?)<\/label>/gs)].map((m) => [
      m[1],
      textOf(m[2]!).trim(),
    ]),
  );
  const controls = [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .filter((m) => !/type="(hidden|radio)"/.test(m[2]!))
    .map((m) => /id="([^"]+)"/.exec(m[2]!)?.[1]);
  return { labels, controls };
}

const contactRow = {
  id: 12,
  createdAt: '2026-03-04T09:15:00.000Z',
  name: 'Greta Sonne',
  email: 'greta@example.com',
  company: 'Sonne GmbH',
  language: 'de',
  status: 'new',
};

describe('submission table', () => {
  it('has a caption, column headers with scope and a link to each submission', async () => {
    const html = await renderServer(
      createElement(SubmissionTable, {
        kind: 'contact',
        rows: [contactRow],
        caption: 'Contact requests: 1 found',
        texts: inboxTexts.en.inbox,
      }),
    );
    expect(html).toContain('<caption');
    expect(textOf(html)).toContain('Contact requests: 1 found');
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Date', 'Name', 'E-mail', 'Company', 'Language', 'Status']);
    expect(html).toMatch(/<a href="\/admin\/submissions\/contact\/12"[^>]*>Greta Sonne<\/a>/);
    expect(textOf(html)).toContain('Deutsch');
    expect(html).toMatch(/data-status="new"[^>]*>New</);
    expect(html).toContain('dateTime="2026-03-04T09:15:00.000Z"');
  });

  it('names a training applicant by first and last name, in Chinese too', async () => {
    const row = {
      ...contactRow,
      name: undefined,
      firstName: 'Li',
      lastName: 'Wei',
      status: 'approved',
    };
    const html = await renderServer(
      createElement(SubmissionTable, {
        kind: 'training',
        rows: [row],
        caption: 'x',
        texts: inboxTexts.zh.inbox,
      }),
    );
    expect(html).toMatch(/href="\/admin\/submissions\/training\/12"[^>]*>Li Wei</);
    expect(textOf(html)).toContain('已批准');
    expect(textOf(html)).toContain('邮箱');
  });

  it('says so when nothing matches', async () => {
    const html = await renderServer(
      createElement(SubmissionTable, {
        kind: 'newsletter',
        rows: [],
        caption: 'x',
        texts: inboxTexts.en.inbox,
      }),
    );
    expect(textOf(html)).toContain('Nothing matches these filters.');
  });
});

describe('submission filters', () => {
  const render = (kind: 'contact' | 'training', lang: 'en' | 'zh' = 'en') =>
    renderServer(
      <ConsoleLangProvider lang={lang}>
        <SubmissionList kind={kind} />
      </ConsoleLangProvider>,
    );

  it('labels every control and sits in a search landmark', async () => {
    const html = await render('contact');
    expect(html).toMatch(/<form[^>]*role="search"[^>]*aria-label="Filters"/);
    const { labels, controls } = labelledControls(html);
    expect(controls).toHaveLength(5);
    expect(controls.map((id) => labels.get(id!))).toEqual([
      'From (date)',
      'To (date)',
      'Language',
      'Status',
      'Search name, e-mail or company',
    ]);
  });

  it('offers the seven site languages and the kind’s own states, showing the applied filter', async () => {
    const html = await render('training');
    const options = (name: string) => {
      const select =
        new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1] ?? '';
      return [...select.matchAll(/<option value="([^"]*)"( selected="")?/g)].map(
        (m) => m[1] + (m[2] ? '*' : ''),
      );
    };
    expect(options('language')).toEqual(['', 'cn', 'au', 'en', 'de*', 'it', 'nl', 'fr']);
    expect(options('status')).toEqual(['', 'new*', 'handled', 'approved', 'declined']);
    expect(html).toMatch(/type="date"[^>]*value="2026-01-01"/);
  });

  it('is in Chinese in the Chinese console', async () => {
    const text = textOf(await render('contact', 'zh'));
    for (const word of ['开始日期', '语言', '状态', '全部', '新提交', '已处理'])
      expect(text).toContain(word);
  });
});

describe('kinds navigation', () => {
  it('links the three kinds and marks the current one', async () => {
    const html = await renderServer(createElement(KindNav, { lang: 'zh', current: 'newsletter' }));
    const links = [...html.matchAll(/<a href="([^"]+)"([^>]*)>([^<]+)<\/a>/g)].map((m) => [
      m[1],
      m[3],
      m[2]!.includes('aria-current="page"'),
    ]);
    expect(links).toEqual([
      ['/admin/submissions/contact', '联系请求', false],
      ['/admin/submissions/newsletter', '新闻订阅者', true],
      ['/admin/submissions/training', '培训申请', false],
    ]);
  });
});
