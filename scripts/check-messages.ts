// Every area of messages/ (messages/<area>/<locale>.json) must hold the seven locales with
// exactly the keys of its en-US.json (the source that gives the types), each a non-empty string
// with the same ICU placeholders; no two areas may define the same top-level namespace.
// Run: npx tsx scripts/check-messages.ts
import { readdirSync, readFileSync } from 'node:fs';
import { defaultLocale, locales } from '../lib/i18n/locales';
import { messageAreas } from '../lib/i18n/messages';

type Leaves = Map<string, unknown>;

const root = new URL('../messages/', import.meta.url);
const problems: string[] = [];

function flatten(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

/** Argument names of an ICU message ({name}, {count, plural, …}), sorted, as one string. */
function placeholders(text: string): string {
  const names = [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort().join(', ');
}

function read(area: string, locale: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(new URL(`${area}/${locale}.json`, root), 'utf8'));
  } catch (error) {
    problems.push(`${area}/${locale}.json: ${(error as Error).message}`);
    return undefined;
  }
}

function compare(area: string, name: string, leaves: Leaves, source: Leaves) {
  const where = `${area}/${name}.json`;
  for (const [key, value] of leaves) {
    if (!source.has(key)) problems.push(`${where}: extra key ${key}`);
    if (typeof value !== 'string') problems.push(`${where}: ${key} is not a string`);
    else if (value.trim() === '') problems.push(`${where}: ${key} is empty`);
  }
  for (const [key, expected] of source) {
    const value = leaves.get(key);
    if (!leaves.has(key)) problems.push(`${where}: missing key ${key}`);
    else if (typeof value === 'string' && typeof expected === 'string') {
      const [got, want] = [placeholders(value), placeholders(expected)];
      if (got !== want)
        problems.push(`${where}: ${key} has {${got}}, ${defaultLocale} has {${want}}`);
    }
  }
}

const owners = new Map<string, string>();
let keyCount = 0;
const dirs = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
for (const dir of dirs) {
  if (!messageAreas.includes(dir.name as never)) problems.push(`${dir.name}/: not in messageAreas`);
}
for (const area of messageAreas) {
  const sourceJson = read(area, defaultLocale);
  if (!sourceJson) continue;
  for (const namespace of Object.keys(sourceJson)) {
    const owner = owners.get(namespace);
    if (owner) problems.push(`${area}: namespace ${namespace} is already defined in ${owner}`);
    owners.set(namespace, area);
  }
  const source = flatten(sourceJson);
  keyCount += source.size;
  for (const locale of locales) {
    const json = locale === defaultLocale ? sourceJson : read(area, locale);
    if (json) compare(area, locale, flatten(json), source);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `messages: ${messageAreas.length} areas × ${locales.length} locales, ${keyCount} keys each, OK`,
);
