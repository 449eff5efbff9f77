import { describe, expect, it } from 'vitest';
import { safeSitePath } from '@/lib/server/preview/path';

describe('safeSitePath (preview path and login next)', () => {
  it.each([
    ['/', '/'],
    ['/de/explore/news', '/de/explore/news'],
    ['/de/explore/news/7?tab=a#top', '/de/explore/news/7?tab=a#top'],
    ['/api/preview?path=%2Fde', '/api/preview?path=%2Fde'],
    // Percent-encoded in the answer: a Location header takes ASCII only.
    ['/de/über uns', '/de/%C3%BCber%20uns'],
    // Dot segments resolve inside the site.
    ['/de/../../etc', '/etc'],
  ])('keeps the same-site path %j', (raw, expected) => {
    expect(safeSitePath(raw)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/de'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/de'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/de\\..\\\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline', '/de\n/x'],
    ['a relative path', 'de/explore'],
    ['an empty string', ''],
    ['too long a path', `/${'a'.repeat(2048)}`],
    ['no string', undefined],
    ['a number', 42],
  ])('refuses %s', (_, raw) => {
    expect(safeSitePath(raw)).toBeNull();
  });
});
