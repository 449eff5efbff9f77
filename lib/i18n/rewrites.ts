// Public paths → the internal [locale] segment, as next.config rewrites. Next applies them
// after proxy.ts. A rewrite from the proxy itself would break when the server is bound to
// 127.0.0.1: Next normalises the rewrite target's host to "localhost", then sees another origin
// and proxies the request to itself, where it is redirected again (the 307 loop).
import { CERTIFICATE_MARK, MISSING_DETAIL_HEADER } from '../known-details';
import { languages } from './locales';

// Reserved first segments: Next's own, the file folders, every prefix and every internal tag
// (rewrites chain, so a rewritten path must not match again).
const reserved = [
  'api',
  '_next',
  'images',
  'files',
  'fonts',
  ...languages.flatMap((l) => [l.code, l.tag]),
];
const english = languages.find((l) => l.code === 'en')!;

export function localeRewrites() {
  const others = languages.filter((l) => l !== english);
  const locales = languages.map((l) => l.tag).join('|');
  const prefixes = others.map((l) => l.code).join('|');
  return [
    // A certificate check the proxy marks (a malformed or unknown code): its language's one
    // not-found page of the check (app/[locale]/(site)/missing-certificate). Any such path, dots
    // and all: every one of them is a page path, whose visitor's own mark the proxy removes.
    {
      source: `/:path((?:(?:${prefixes})/)?warranty/verify(?:/.*)?)`,
      has: [
        {
          type: 'header' as const,
          key: MISSING_DETAIL_HEADER,
          value: `${CERTIFICATE_MARK}(?<missingLocale>${locales})`,
        },
      ],
      destination: '/:missingLocale/missing-certificate',
    },
    // An unknown detail id, as proxy.ts marks it: its language's one not-found page
    // (app/[locale]/(site)/missing). Page paths only (no dot, none of the file folders): the
    // proxy removes a visitor's own mark from those, but not from Next's files, the API or
    // the files it lets through.
    {
      source: '/:path((?!(?:_next|api|images|files|fonts)(?:/|$))[^.]*)',
      has: [
        {
          type: 'header' as const,
          key: MISSING_DETAIL_HEADER,
          value: `(?<missingLocale>${locales})`,
        },
      ],
      destination: '/:missingLocale/missing',
    },
    // English first: its first segment is none of the reserved ones and has no dot (a file).
    { source: '/', destination: `/${english.tag}` },
    {
      source: `/:first((?!(?:${reserved.join('|')})(?:/|$))[^/.]+)/:rest*`,
      destination: `/${english.tag}/:first/:rest*`,
    },
    ...others.flatMap((l) => [
      { source: `/${l.code}`, destination: `/${l.tag}` },
      { source: `/${l.code}/:rest*`, destination: `/${l.tag}/:rest*` },
    ]),
  ];
}
