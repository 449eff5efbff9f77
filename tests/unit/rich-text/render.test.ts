import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderRichText } from '@/lib/rich-text/render';

describe('rich text', () => {
  it('renders markdown with link detection and typographic replacements', () => {
    const html = renderRichText('Visit https://voltara.example -- "now" (c)');
    expect(html).toContain('<a href="https://voltara.example"');
    expect(html).toContain('–');
    expect(html).toContain('“now”');
    expect(html).toContain('©');
  });

  it('rejects javascript:, vbscript:, file: and data: links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
      expect(renderRichText(`[x](${url})`), url).not.toMatch(
        /href="(javascript|vbscript|file|data)/i,
      );
    }
  });

  it('allows data: images of gif, png, jpeg and webp only', () => {
    for (const type of ['gif', 'png', 'jpeg', 'webp']) {
      expect(isSafeUrl(`data:image/${type};base64,AAAA`)).toBe(true);
      expect(renderRichText(`![a](data:image/${type};base64,AAAA)`)).toContain(
        `src="data:image/${type};base64,AAAA"`,
      );
    }
    expect(isSafeUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(renderRichText('![a](data:image/svg+xml;base64,PHN2Zz4=)')).not.toContain('<img');
    expect(renderRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('<img');
  });

  it('keeps raw HTML but strips scripts, event handlers and dangerous URLs', () => {
    const html = renderRichText(
      '<p onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>' +
        '<svg><script>alert(1)</script></svg><style>body{}</style><b>bold</b>',
    );
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<b>bold</b>');
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<svg|<style/i);
  });

  it('prefixes ids, so none becomes a global of the page, and same-page links follow', () => {
    const html = renderRichText('<h2 id="__next_f">Specs</h2>\n\n[to specs](#__next_f) [top](#)');
    expect(html).toContain('<h2 id="user-content-__next_f">Specs</h2>');
    expect(html).toContain('<a href="#user-content-__next_f">to specs</a>');
    expect(html).toContain('<a href="#">top</a>');
    expect(renderRichText('[a](https://other.example/#x)')).toContain(
      'href="https://other.example/#x"',
    );
    expect(renderRichText('<img name="__next_f" src="x.png">')).toBe('<img src="x.png" />');
  });

  it('opens external links safely', () => {
    expect(renderRichText('[a](https://other.example)')).toContain('rel="noopener noreferrer"');
    expect(renderRichText('[a](/products)')).not.toContain('target=');
  });

  it('renders tables and survives deep nesting without throwing', () => {
    expect(renderRichText('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<table>');
    const deep = `${'>'.repeat(500)} deep`;
    expect(() => renderRichText(deep)).not.toThrow();
    const blockquotes = (renderRichText(deep).match(/<blockquote>/g) ?? []).length;
    expect(blockquotes).toBeLessThanOrEqual(100);
  });
});
