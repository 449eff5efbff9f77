import { describe, expect, it } from 'vitest';
import {
  compileRules,
  findLoop,
  findRedirect,
  traceRedirect,
  type RuleSet,
} from '@/lib/route-rules/match';
import type { RouteRule } from '@/lib/route-rules/types';
import { rule } from '../../support/route-rules';

const go = (set: RuleSet, path: string, search = '') => findRedirect(set, path, search);
const to = (set: RuleSet, path: string, search = '') => go(set, path, search)?.location ?? null;

describe('route rules: matching', () => {
  it('matches exact paths, with or without a trailing slash, and nothing else', () => {
    const set = compileRules([rule('/old', '/new')]);
    expect(go(set, '/old')).toMatchObject({ location: '/new', status: 308, absolute: false });
    expect(to(set, '/old/')).toBe('/new');
    expect(to(set, '/old/x')).toBeNull();
    expect(to(set, '/olde')).toBeNull();
    expect(to(set, '/Old')).toBeNull();
    expect(to(set, '/')).toBeNull();
  });

  it('fills the splat of a prefix rule with what followed the prefix', () => {
    const set = compileRules([
      rule('/old/*', '/new/:splat'),
      rule('/flat/*', '/landing'),
      rule('/strip/*', '/:splat'),
    ]);
    expect(to(set, '/old/a/b')).toBe('/new/a/b');
    expect(to(set, '/old')).toBe('/new');
    expect(to(set, '/old/')).toBe('/new');
    expect(to(set, '/flat/a/b')).toBe('/landing');
    expect(to(set, '/strip/x/y')).toBe('/x/y');
    expect(to(set, '/strip')).toBe('/');
    expect(to(set, '/older/a')).toBeNull();
  });

  it('prefers an exact rule, then the longest prefix', () => {
    const set = compileRules([
      rule('/a/*', '/one/:splat'),
      rule('/a/b/*', '/two/:splat'),
      rule('/a/b/c', '/three'),
    ]);
    expect(to(set, '/a/x')).toBe('/one/x');
    expect(to(set, '/a/b/x')).toBe('/two/x');
    expect(to(set, '/a/b/c')).toBe('/three');
    expect(to(set, '/a/b/c/d')).toBe('/two/c/d');
  });

  it('matches percent-encoded paths however they are written', () => {
    const set = compileRules([rule('/%E4%BA%A7%E5%93%81/*', '/products')]);
    expect(to(set, '/%e4%ba%a7%e5%93%81/x')).toBe('/products');
    expect(to(set, '/%E4%BA%A7%E5%93%81')).toBe('/products');
    // A splat passes on as the request wrote it (already encoded).
    const splat = compileRules([rule('/docs/*', 'https://docs.example.com/:splat')]);
    expect(to(splat, '/docs/a%20b/%C3%A9')).toBe('https://docs.example.com/a%20b/%C3%A9');
  });

  it('passes the query string on unless the rule says not to, after the target’s own', () => {
    const set = compileRules([
      rule('/keep', '/new?from=old'),
      rule('/drop', '/new', { keepQuery: false }),
      rule('/plain', '/new'),
    ]);
    expect(to(set, '/keep', '?a=1&b=2')).toBe('/new?from=old&a=1&b=2');
    expect(to(set, '/drop', '?a=1')).toBe('/new');
    expect(to(set, '/plain', '?a=1')).toBe('/new?a=1');
    expect(to(set, '/plain', '')).toBe('/new');
  });

  it('sends absolute targets away and keeps relative ones on the site', () => {
    const set = compileRules([
      rule('/app', 'https://apps.example.com/voltara', { status: 302 }),
      rule('/hub/*', 'https://hub.example.com/:splat'),
    ]);
    expect(go(set, '/app', '?x=1')).toEqual({
      location: 'https://apps.example.com/voltara?x=1',
      status: 302,
      ruleId: expect.any(Number),
      absolute: true,
    });
    expect(to(set, '/hub/sites/42')).toBe('https://hub.example.com/sites/42');
    // A rule for every language keeps no prefix on an address elsewhere.
    expect(to(set, '/de/hub/x')).toBe('https://hub.example.com/x');
  });
});

describe('route rules: language variants', () => {
  it('a rule for all languages applies in each, keeping the prefix', () => {
    const set = compileRules([rule('/old/*', '/new/:splat')]);
    expect(to(set, '/de/old/x')).toBe('/de/new/x');
    expect(to(set, '/cn/old')).toBe('/cn/new');
    expect(to(set, '/old/x')).toBe('/new/x');
    // /en is the site's own redirect (to the unprefixed path), not a language prefix here.
    expect(to(set, '/en/old/x')).toBeNull();
  });

  it('a rule for one language applies there only, and wins over a rule for all', () => {
    const set = compileRules([
      rule('/old', '/new'),
      rule('/old', '/neu', { variant: 'de' }),
      rule('/only-fr', '/page', { variant: 'fr' }),
      rule('/only-en', '/page', { variant: 'en' }),
    ]);
    expect(to(set, '/old')).toBe('/new');
    expect(to(set, '/it/old')).toBe('/it/new');
    expect(to(set, '/de/old')).toBe('/de/neu');
    expect(to(set, '/fr/only-fr')).toBe('/fr/page');
    expect(to(set, '/only-fr')).toBeNull();
    expect(to(set, '/only-en')).toBe('/page');
    expect(to(set, '/de/only-en')).toBeNull();
  });

  it('at the same depth a language’s own prefix wins; a deeper one for all wins over it', () => {
    const set = compileRules([
      rule('/a/*', '/all/:splat'),
      rule('/a/*', '/de-only/:splat', { variant: 'de' }),
      rule('/a/b/*', '/deeper/:splat'),
    ]);
    expect(to(set, '/de/a/x')).toBe('/de/de-only/x');
    expect(to(set, '/nl/a/x')).toBe('/nl/all/x');
    expect(to(set, '/de/a/b/x')).toBe('/de/deeper/x');
  });
});

describe('route rules: chains are flattened', () => {
  it('sends the visitor to the end of a chain in one redirect', () => {
    const set = compileRules([rule('/a', '/b'), rule('/b', '/c'), rule('/c', '/d')]);
    expect(to(set, '/a')).toBe('/d');
    expect(to(set, '/b')).toBe('/d');
    expect(to(set, '/de/a')).toBe('/de/d');
    // Flattened when the set is compiled, not at each request.
    const a = set.entries.find((e) => e.rule.source === '/a')!;
    expect(a.flat?.get('en')?.url).toBe('/d');
    expect(a.flat?.get('en')?.ruleIds).toHaveLength(3);
  });

  it('follows chains through prefixes and out of the site', () => {
    const set = compileRules([
      rule('/old/*', '/mid/:splat'),
      rule('/mid/*', '/new/:splat'),
      rule('/new/x', 'https://hub.example.com/x'),
    ]);
    expect(to(set, '/old/y/z')).toBe('/new/y/z');
    expect(to(set, '/old/x')).toBe('https://hub.example.com/x');
    expect(go(set, '/fr/old/x')?.absolute).toBe(true);
  });

  it('a language’s own rule on the way changes the end in that language only', () => {
    const set = compileRules([rule('/a', '/b'), rule('/b', '/c-de', { variant: 'de' })]);
    expect(to(set, '/a')).toBe('/b');
    expect(to(set, '/de/a')).toBe('/de/c-de');
  });

  it('composes queries and statuses along the chain', () => {
    const set = compileRules([
      rule('/a', '/b?x=1'),
      rule('/b', '/c?y=2', { status: 307 }),
      rule('/p', '/q', { keepQuery: false }),
      rule('/q', '/r?z=3'),
    ]);
    // 308 then 307: temporary as a whole (a permanent redirect must not be cached for it).
    expect(go(set, '/a', '?q=s')).toMatchObject({ location: '/c?y=2&x=1&q=s', status: 307 });
    expect(go(set, '/p', '?q=s')).toMatchObject({ location: '/r?z=3', status: 308 });
  });

  it('stops on a loop instead of spinning (loops are refused when written)', () => {
    const set = compileRules([rule('/x', '/y'), rule('/y', '/x')]);
    expect(to(set, '/x')).toBe('/x');
  });

  it('traces each rule of the chain for the console', () => {
    const set = compileRules([rule('/a/*', '/b/:splat'), rule('/b/c', '/d', { status: 302 })]);
    const trace = traceRedirect(set, '/de/a/c', '?k=v');
    expect(trace.hops.map((h) => [h.rule.source, h.to])).toEqual([
      ['/a/*', '/de/b/c'],
      ['/b/c', '/de/d'],
    ]);
    // 308 then 302: temporary, keeping the first rule's method rule.
    expect(trace.redirect).toMatchObject({ location: '/de/d?k=v', status: 307 });
    expect(traceRedirect(set, '/nothing')).toEqual({ hops: [], redirect: null });
  });
});

describe('route rules: loops', () => {
  const loopOf = (rules: RouteRule[], from?: number[]) =>
    findLoop(compileRules(rules), from)?.map((r) => r.source) ?? null;

  it('finds a loop through any number of rules', () => {
    expect(loopOf([rule('/a', '/b'), rule('/b', '/a')])).toEqual(['/a', '/b', '/a']);
    const ring = Array.from({ length: 50 }, (_, i) => rule(`/r${i}`, `/r${(i + 1) % 50}`));
    expect(loopOf(ring)).toHaveLength(51);
    expect(loopOf([rule('/self', '/self/')])).toEqual(['/self', '/self']);
  });

  it('finds loops through prefixes, and prefixes that grow without end', () => {
    expect(loopOf([rule('/a/*', '/b/:splat'), rule('/b/*', '/a/:splat')])).toEqual([
      '/a/*',
      '/b/*',
      '/a/*',
    ]);
    expect(loopOf([rule('/a/*', '/a/x/:splat')])).toEqual(['/a/*', '/a/*']);
    expect(loopOf([rule('/a/*', '/b/:splat'), rule('/b/c', '/a/c')])).toEqual([
      '/a/*',
      '/b/c',
      '/a/*',
    ]);
  });

  it('finds loops within one language only where the rules meet', () => {
    expect(loopOf([rule('/a', '/b'), rule('/b', '/a', { variant: 'de' })])).toEqual([
      '/a',
      '/b',
      '/a',
    ]);
    expect(loopOf([rule('/a', '/b', { variant: 'fr' }), rule('/b', '/a', { variant: 'de' })])).toBe(
      null,
    );
  });

  it('a chain that ends, or leaves the site, is no loop', () => {
    expect(loopOf([rule('/a', '/b'), rule('/b', '/c'), rule('/c', '/d')])).toBeNull();
    expect(loopOf([rule('/a/*', 'https://a.example.com/a/:splat')])).toBeNull();
    expect(loopOf([rule('/a/*', '/b/:splat'), rule('/b/*', '/c/:splat')])).toBeNull();
  });

  it('checks only what a new rule can reach when asked to', () => {
    const rules = [rule('/a', '/b'), rule('/b', '/a'), rule('/c', '/d')];
    expect(loopOf(rules, [rules[2]!.id])).toBeNull();
    expect(loopOf(rules, [rules[0]!.id])).toEqual(['/a', '/b', '/a']);
  });
});

describe('route rules: lookup cost', () => {
  it('does not grow with the number of rules', () => {
    const many = (n: number) =>
      compileRules([
        ...Array.from({ length: n }, (_, i) => rule(`/legacy/page-${i}.html`, `/new/${i}`)),
        ...Array.from({ length: n / 10 }, (_, i) => rule(`/section-${i}/*`, '/products')),
      ]);
    const time = (set: RuleSet) => {
      const paths = ['/products', '/de/about-us', '/legacy/page-77.html', '/section-3/a/b'];
      for (let i = 0; i < 2000; i++) for (const p of paths) findRedirect(set, p, '');
      const start = performance.now();
      for (let i = 0; i < 20000; i++) for (const p of paths) findRedirect(set, p, '');
      return performance.now() - start;
    };
    const small = many(10);
    const large = many(20000);
    expect(to(large, '/legacy/page-19999.html')).toBe('/new/19999');
    expect(to(large, '/section-1999/x')).toBe('/products');
    // Generous bound: a structure that scanned the rules would be ~2000× slower.
    expect(time(large)).toBeLessThan(time(small) * 5 + 50);
  });
});
