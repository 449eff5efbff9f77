import { describe, expect, it } from 'vitest';
import { contentTypes } from '@/lib/console/content-types';
import { renderRichText } from '@/lib/rich-text/render';
import { inlineHandlers, richTextDangers, schemeOf } from '../../support/html-dangers';
import { MARKER_HOST, xssPayloads, type PayloadKind } from '../../support/xss-payloads';

// Public pages allow inline script ('unsafe-inline', no nonce), so the rich-text
// renderer alone must keep every payload of the corpus from running. Each payload is rendered as
// typed and, when the console's write path accepts it, as stored (the body field's cleaning),
// and the HTML is read by a standard parser the way the page and React read it.

const body = contentTypes.news.schema.shape.body;
const kinds = [...new Set(xssPayloads.map((p) => p.kind))] as PayloadKind[];

describe('the XSS corpus', () => {
  it('holds at least 200 distinct payloads in every kind', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(200);
    expect(new Set(xssPayloads.map((p) => p.id)).size).toBe(xssPayloads.length);
    expect(new Set(xssPayloads.map((p) => p.source)).size).toBe(xssPayloads.length);
    for (const kind of kinds) {
      expect(xssPayloads.filter((p) => p.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('the danger check', () => {
  it('finds what would run or load, as a browser parses it', () => {
    const bad: [string, string][] = [
      ['<img src=x onerror=alert(1)>', 'img[onerror]'],
      ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'a[href=javascript:]'],
      ['<a href=" &#14;javascript:x">x</a>', 'a[href=javascript:]'],
      ['<svg><a xlink:href="javascript:x"></a></svg>', 'a[xlink:href=javascript:]'],
      ['<iframe srcdoc="x"></iframe>', 'iframe[srcdoc]'],
      ['<form action="javascript:x"></form>', 'form[action=javascript:]'],
      ['<img src="data:image/svg+xml,x">', 'img[src=data:]'],
      ['<a href="data:image/png;base64,AA">x</a>', 'a[href=data:]'],
      [
        '<table><tr><td style="background:url(x)">x</td></tr></table>',
        'td[style=background:url(x)]',
      ],
      ['<source srcset="x 1x, vbscript:y 2x">', 'source[srcset=vbscript:]'],
      ['<template><script>x</script></template>', '<script>'],
      // A comment that ends early: the browser sees the image (mutation tricks).
      ['<!-- --!><img src=x onerror=y>', 'img[onerror]'],
      ['<noscript><p title="</noscript><img src=x onerror=y>">', 'img[onerror]'],
      ['<img src=x srcset="http://m.test/1 2x">', 'img[srcset] loads m.test'],
      ['<p id="__next_f">x</p>', 'p[id=__next_f]'],
      ['<table background="http://m.test/1"></table>', 'table[background] loads m.test'],
    ];
    for (const [html, finding] of bad)
      expect(richTextDangers(html, 'm.test'), html).toContain(finding);
    expect(
      richTextDangers(
        '<p><a href="https://a.example" title="x">a</a><img src="data:image/png;base64,AA">' +
          '</p><table><tr><td style="text-align:center">x</td></tr></table>' +
          '<a href="http://m.test/1">link</a>',
        'm.test',
      ),
    ).toEqual([]);
    expect(schemeOf(' java\tscript:x')).toBe('javascript');
    expect(
      inlineHandlers(
        '<!DOCTYPE html><html><body onload="x"><svg><a onClick="y"></a></svg>' +
          '<template><img src=x onerror=z></template><p data-on="1">x</p></body></html>',
      ),
    ).toEqual(['body[onload]', 'a[onclick]', 'img[onerror]']);
    // A zero-width space makes it no scheme at all: a relative URL, as in a browser.
    expect(schemeOf('java\u200bscript:x')).toBeNull();
  });
});

describe('the rich-text renderer against the corpus', () => {
  it.each(kinds)('renders every %s payload harmless, as typed and as stored', (kind) => {
    const findings: Record<string, string[]> = {};
    for (const payload of xssPayloads.filter((p) => p.kind === kind)) {
      const stored = body.safeParse(payload.source);
      const sources = stored.success ? [payload.source, stored.data] : [payload.source];
      for (const source of sources) {
        const dangers = richTextDangers(renderRichText(source), MARKER_HOST);
        if (dangers.length) findings[payload.id] = dangers;
      }
    }
    expect(findings).toEqual({});
  });
});
