import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderServer, textOf } from '@/tests/support/render-server';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nNavigation,
);

const { FieldList } = await import('@/components/console/inbox/field-list');
const { PersonPanel } = await import('@/components/console/inbox/person-panel');
const { inboxTexts } = await import('@/lib/console/i18n/inbox');

describe('a submission’s fields', () => {
  const training = {
    id: 7,
    createdAt: '2026-03-04T09:15:00.000Z',
    firstName: 'Anna',
    lastName: 'Berg',
    jobTitle: 'Installer',
    company: 'Berg Solar',
    email: 'anna@berg.example',
    phone: '+49 30 1234567',
    applyUpcoming: true,
    trainingId: 3,
    address: 'Hauptstr. 1',
    city: 'Berlin',
    zip: '10115',
    country: 'DE',
    details: 'Line one\nLine two',
    language: 'de',
    userId: null,
    consentAt: '2026-03-04T09:15:00.000Z',
    status: 'handled',
    note: 'Called back',
    handledAt: '2026-03-05T10:00:00.000Z',
    futureColumn: 'kept',
    certifications: [{ id: 1, kind: 'sales', grantedAt: '2026-03-05T10:00:00.000Z' }],
    partner: false,
  };

  it('shows every field with its label, a column the console does not know yet included', async () => {
    const html = await renderServer(
      createElement(FieldList, {
        kind: 'training',
        row: training,
        texts: inboxTexts.en,
        lang: 'en',
      }),
    );
    const terms = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map((m) => m[1]);
    expect(terms).toHaveLength(22);
    expect(terms).toContain('Applies for the upcoming training');
    expect(terms.at(-1)).toBe('futureColumn');
    expect(terms).not.toContain('certifications');
    const text = textOf(html);
    for (const value of [
      'Anna',
      'Berg Solar',
      'Hauptstr. 1',
      '10115',
      'Called back',
      'kept',
      'Yes',
      'Deutsch',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('Germany (DE)');
    expect(html).toContain('href="mailto:anna@berg.example"');
    // Long texts keep their line breaks; an empty value shows a dash, not nothing.
    expect(html).toMatch(/whitespace-pre-wrap">Line one\nLine two/);
    expect(html).toMatch(/<dt[^>]*>Account<\/dt><dd[^>]*>—<\/dd>/);
  });

  it('names a newsletter subscriber’s type of user in Chinese', async () => {
    const row = {
      id: 1,
      email: 'a@b.c',
      userType: 'end_user',
      status: 'confirmed',
      language: 'cn',
    };
    const html = await renderServer(
      createElement(FieldList, { kind: 'newsletter', row, texts: inboxTexts.zh, lang: 'zh' }),
    );
    const text = textOf(html);
    expect(text).toContain('用户类型');
    expect(text).toContain('终端用户');
    expect(text).toContain('已确认');
    expect(text).toContain('简体中文');
  });

  it('shows the person’s certifications and the company’s partner status', async () => {
    const html = await renderServer(
      createElement(PersonPanel, {
        company: 'Berg Solar',
        certifications: training.certifications,
        partner: true,
        texts: inboxTexts.en.detail,
      }),
    );
    const text = textOf(html);
    expect(text).toMatch(/Sales, granted \S/);
    expect(text).toContain('Berg Solar is a certified partner.');
    expect(html).toContain('data-partner="true"');
  });
});
