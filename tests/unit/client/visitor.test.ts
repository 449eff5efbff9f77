import { describe, expect, it } from 'vitest';
import { browserOf, referrerOf, resourceOf } from '@/lib/client/visitor';

describe('browserOf', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome 140',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.0.0',
      'Edge 139',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari 17',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36 OPR/120.0',
      'Opera 120',
    ],
    ['curl/8.0', 'Other'],
  ])('%s → %s', (ua, name) => expect(browserOf(ua)).toBe(name));
});

describe('referrerOf', () => {
  const own = 'https://www.voltara.example';
  it('keeps another site without its query', () => {
    expect(referrerOf('https://www.google.com/search?q=battery', own)).toBe(
      'https://www.google.com/search',
    );
  });
  it('is empty for none, this site itself, or a non-web address', () => {
    expect(referrerOf('', own)).toBe('');
    expect(referrerOf(`${own}/de?x=1`, own)).toBe('');
    expect(referrerOf('android-app://com.example', own)).toBe('');
    expect(referrerOf('not a url', own)).toBe('');
  });
});

describe('resourceOf', () => {
  const link = (href: string, download = false) => ({
    href,
    hasAttribute: (n: string) => download && n === 'download',
  });
  it('names links to documents, videos and images, without the query', () => {
    expect(resourceOf(link('https://x.example/files/Datasheet.PDF?v=2'))).toBe(
      'https://x.example/files/Datasheet.PDF',
    );
    expect(resourceOf(link('https://x.example/v/intro.mp4'))).toBe('https://x.example/v/intro.mp4');
    expect(resourceOf(link('https://x.example/get?id=3', true))).toBe('https://x.example/get');
  });
  it('ignores links to pages and other schemes', () => {
    expect(resourceOf(link('https://x.example/de/products'))).toBeNull();
    expect(resourceOf(link('mailto:a@b.example'))).toBeNull();
  });
});
