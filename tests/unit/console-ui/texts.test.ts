import { describe, expect, it } from 'vitest';
import { commonTexts, consoleLangOf, fill, translateMessage } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { warrantyTexts } from '@/lib/console/i18n/warranty';
import { isCurrentSection, navItems } from '@/components/console/shell/nav-items';
import { onlyMissing } from '@/components/console/content/translations-grid.client';
import { sumOf } from '@/components/console/content/dashboard-counts';
import { uploadFailure } from '@/components/console/content/file-field.client';
import { ConsoleApiError } from '@/lib/console/browser-client';

// The console's texts exist in both languages, and the small rules its pages follow.

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    leaves(v, path ? `${path}.${key}` : key),
  );
}

const cjk = /[\u4e00-\u9fff]/;
// Words the same in both languages (names, symbols, technical labels).
const sameInBoth = new Set(['siteName', 'none', 'content.columns.id', 'editor.id']);

describe.each([
  ['common', commonTexts],
  ['content', contentTexts],
  ['route rules', routeRulesTexts],
  ['warranty', warrantyTexts],
  ['open api', openApiTexts],
] as const)('%s texts', (_, texts) => {
  it('has the same keys in English and Chinese', () => {
    expect(leaves(texts.zh).map(([k]) => k)).toEqual(leaves(texts.en).map(([k]) => k));
  });

  it('is really Chinese in Chinese', () => {
    const untranslated = leaves(texts.zh).filter(
      ([key, v]) => !sameInBoth.has(key) && !cjk.test(v),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder in the translation', () => {
    const en = new Map(leaves(texts.en));
    for (const [key, value] of leaves(texts.zh)) {
      const wanted = (en.get(key)!.match(/\{\w+\}/g) ?? []).sort();
      expect((value.match(/\{\w+\}/g) ?? []).sort(), key).toEqual(wanted);
    }
  });
});

describe('console language and messages', () => {
  it('is Chinese only for zh-CN', () => {
    expect(consoleLangOf('zh-CN')).toBe('zh');
    expect(consoleLangOf('en-US')).toBe('en');
    expect(consoleLangOf('de-DE')).toBe('en');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(fill('{x}', {})).toBe('{x}');
  });

  it('translates the schemas’ common messages for the Chinese console', () => {
    expect(translateMessage('Required.', 'zh')).toBe('必填。');
    expect(translateMessage('At most 200 characters.', 'zh')).toBe('最多 200 个字符。');
    expect(translateMessage('Required.', 'en')).toBe('Required.');
    expect(translateMessage('Something new.', 'zh')).toBe('Something new.');
  });
});

describe('console rules', () => {
  it('marks a section current for its own pages only', () => {
    expect(isCurrentSection('/admin', '/admin')).toBe(true);
    expect(isCurrentSection('/admin', '/admin/content')).toBe(false);
    expect(isCurrentSection('/admin/content', '/admin/content/news/7')).toBe(true);
    expect(isCurrentSection('/admin/users', '/admin/usersx')).toBe(false);
  });

  it('keeps users and the audit log for admins', () => {
    expect(navItems.filter((i) => i.adminOnly).map((i) => i.key)).toEqual(['users', 'audit']);
  });

  it('finds the items missing a language', () => {
    const full = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [String(w), 'published']));
    const rows = [
      { id: 1, title: 'all', languages: full },
      { id: 2, title: 'no de', languages: { ...full, '4': null } },
    ] as Parameters<typeof onlyMissing>[0];
    expect(onlyMissing(rows).map((r) => r.id)).toEqual([2]);
  });

  it('sums the dashboard counts it could read', () => {
    expect(sumOf({ a: 2, b: null, c: 3 })).toBe(5);
    expect(sumOf({ a: null })).toBeNull();
  });

  it('explains a refused upload by its status', () => {
    const texts = { tooLarge: 'Too large.', wrongType: 'Wrong type.' };
    expect(uploadFailure(new ConsoleApiError(413, 'At most 5 MB.'), texts)).toBe(
      'Too large. At most 5 MB.',
    );
    expect(uploadFailure(new ConsoleApiError(415, 'Only PNG.'), texts)).toBe(
      'Wrong type. Only PNG.',
    );
    expect(uploadFailure(new ConsoleApiError(500, 'Boom'), texts)).toBe('Boom');
  });
});
