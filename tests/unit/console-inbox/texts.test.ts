import { describe, expect, it } from 'vitest';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import { usersTexts } from '@/lib/console/i18n/users';
import { submissionStates } from '@/lib/validation/console-submissions';
import { consoleUserRoles } from '@/lib/validation/console-users';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [path, text]. */
const leaves = (tree: Tree, path = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : leaves(value, `${path}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

for (const [name, texts] of [
  ['inbox', inboxTexts],
  ['users', usersTexts],
] as const) {
  describe(`${name} texts`, () => {
    const en = new Map(leaves(texts.en as unknown as Tree));
    const zh = new Map(leaves(texts.zh as unknown as Tree));

    it('has the same keys in English and Chinese, none empty', () => {
      expect([...zh.keys()]).toEqual([...en.keys()]);
      for (const [key, text] of [...en, ...zh]) expect(text.trim(), key).not.toBe('');
    });

    it('keeps the same placeholders in both languages', () => {
      for (const [key, text] of en)
        expect(placeholders(zh.get(key)!), key).toEqual(placeholders(text));
    });

    it('is really translated: Chinese wherever English has words', () => {
      for (const [key, text] of zh) {
        // Codes and symbols (an em dash, "{kind} #{id}", "EPC") need no translation.
        const words =
          en
            .get(key)!
            .replace(/\{\w+\}/g, '')
            .match(/[A-Za-z]{3,}/g) ?? [];
        if (words.length > 1) expect(hasChinese(text), key).toBe(true);
      }
    });
  });
}

describe('labels for every state and role', () => {
  it('names each submission state and each role', () => {
    for (const lang of ['en', 'zh'] as const) {
      const states = Object.values(submissionStates).flat();
      for (const state of states) expect(inboxTexts[lang].inbox.status[state]).toBeTruthy();
      for (const role of consoleUserRoles) expect(usersTexts[lang].users.roles[role]).toBeTruthy();
    }
  });
});
