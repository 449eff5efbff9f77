import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderServer, textOf } from '@/tests/support/render-server';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nNavigation,
);

const { ConsoleLangProvider } = await import('@/components/console/ui/console-lang');
const { UsersTable } = await import('@/components/console/users/users-table');
const { AuditTable, detailSummary } = await import('@/components/console/users/audit-table');
const { PartnerCard } = await import('@/components/console/inbox/partner-card.client');
const { usersTexts } = await import('@/lib/console/i18n/users');
const { inboxTexts } = await import('@/lib/console/i18n/inbox');

const anna = {
  id: 'u1',
  email: 'anna@example.com',
  name: 'Anna',
  username: 'anna.b',
  role: 'editor' as const,
  banned: false,
  createdAt: '2026-01-02T10:00:00.000Z',
};
const bob = {
  ...anna,
  id: 'u2',
  email: 'bob@example.com',
  name: '',
  role: 'user' as const,
  banned: true,
};

const renderUsers = (lang: 'en' | 'zh', currentUserId?: string) =>
  renderServer(
    <ConsoleLangProvider lang={lang}>
      <UsersTable
        users={[anna, bob]}
        caption="Users"
        texts={usersTexts[lang].users}
        currentUserId={currentUserId}
        onChanged={() => undefined}
        onError={() => undefined}
      />
    </ConsoleLangProvider>,
  );

describe('users table', () => {
  it("offers no action on the admin's own row, and says why", async () => {
    const html = await renderUsers('en', 'u1');
    expect(html).toContain(usersTexts.en.users.yourAccount);
    expect(html).not.toContain('Role of Anna');
    expect(html).toContain('Role of bob@example.com');
  });

  it('gives each row a labelled role select showing the held role, and named actions', async () => {
    const html = await renderUsers('en');
    const selects = [
      ...html.matchAll(
        /<label for="([^"]+)" class="sr-only">([^<]+)<\/label><select id="([^"]+)"/g,
      ),
    ];
    expect(selects.map((m) => [m[2], m[1] === m[3]])).toEqual([
      ['Role of Anna', true],
      // No name: the e-mail stands for the account.
      ['Role of bob@example.com', true],
    ]);
    expect(html).toMatch(/<option value="editor" selected="">Editor<\/option>/);
    expect(html).toContain('aria-label="Disable Anna"');
    expect(html).toContain('aria-label="Enable bob@example.com"');
    expect(html).toContain('aria-label="Force sign-out of Anna"');
    // Save is off until another role is chosen.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Save role<\/button>/);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Name', 'E-mail', 'Username', 'Role', 'State', 'Created', 'Actions']);
    expect(textOf(html)).toContain('Disabled');
  });

  it('keeps the confirmation closed until asked, and speaks Chinese in the Chinese console', async () => {
    const html = await renderUsers('zh');
    expect(html).toMatch(/<dialog(?![^>]*\sopen)[^>]*aria-labelledby/);
    const text = textOf(html);
    for (const word of ['编辑', '普通用户', '已停用', '正常', '保存角色', '强制退出登录'])
      expect(text).toContain(word);
    expect(html).toContain('aria-label="停用 Anna"');
  });
});

describe('audit log table', () => {
  const entry = {
    id: 1,
    actorId: 'u1',
    actorEmail: 'admin@voltara.test',
    action: 'user.role',
    entity: 'user',
    entityId: 'u2',
    websiteId: 4,
    detail: { email: 'bob@example.com', from: 'user', to: 'editor', note: null },
    createdAt: '2026-01-02T10:00:00.000Z',
  };

  it('summarises the detail on one line, cutting what is long', () => {
    expect(detailSummary(entry.detail)).toBe('email: bob@example.com, from: user, to: editor');
    expect(detailSummary({ list: [1, 2] })).toBe('list: [1,2]');
    expect(detailSummary({ text: 'x'.repeat(500) })).toHaveLength(140);
    expect(detailSummary(null)).toBe('');
  });

  it('shows time, actor, action, entity, id, language and detail under scoped headers', async () => {
    const html = await renderServer(
      createElement(AuditTable, { items: [entry], caption: 'Audit', texts: usersTexts.en.audit }),
    );
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Time', 'Actor', 'Action', 'Entity', 'Id', 'Language', 'Detail']);
    const text = textOf(html);
    for (const value of ['admin@voltara.test', 'user.role', 'u2', 'Deutsch', 'to: editor']) {
      expect(text).toContain(value);
    }
  });
});

describe('certified company card', () => {
  const company = {
    companyKey: 'berg solar',
    company: 'Berg Solar',
    country: 'DE',
    people: [
      { email: 'anna@berg.example', personName: 'Anna Berg', kinds: ['sales'] },
      { email: 'tom@berg.example', personName: 'Tom Berg', kinds: ['technical'] },
    ],
    sales: true,
    technical: true,
    partner: true,
    listed: false,
  };
  const render = (value: typeof company, lang: 'en' | 'zh' = 'en') =>
    renderServer(createElement(PartnerCard, { company: value, texts: inboxTexts[lang], lang }));

  it('shows a partner’s badges and people, and offers the listing in a chosen language', async () => {
    const html = await render(company);
    const text = textOf(html);
    for (const value of [
      'Sales',
      'Technical',
      'Certified partner',
      'Anna Berg <anna@berg.example>: Sales',
      'Tom Berg',
    ]) {
      expect(text).toContain(value);
    }
    expect(html).toMatch(/<h2[^>]*>Berg Solar<\/h2>/);
    const select = /<select[^>]*name="websiteId"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
    expect([...select.matchAll(/<option value="(\d)"/g)].map((m) => m[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(text).toContain('Add to the installer listing');
  });

  it('offers no listing to a company already listed or not yet a partner', async () => {
    expect(textOf(await render({ ...company, listed: true }))).toContain(
      'In the installer listing',
    );
    expect(await render({ ...company, listed: true })).not.toContain('name="websiteId"');
    const half = await render({ ...company, technical: false, partner: false }, 'zh');
    expect(half).not.toContain('name="websiteId"');
    expect(textOf(half)).toContain('无技术认证');
    expect(textOf(half)).not.toContain('认证合作伙伴');
  });
});
