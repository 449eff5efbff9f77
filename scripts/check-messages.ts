// Every messages/*.json must have exactly the keys of en-US.json (the source that gives the
// types), each a non-empty string with the same ICU placeholders. Run: npx tsx scripts/check-messages.ts
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { defaultLocale, locales } from '../lib/i18n/locales';

type Leaves = Map<string, unknown>;

const dir = new URL('../messages/', import.meta.url);

function flatten(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Argument names of an ICU message ({name}, {count, plural, …}), sorted, as one string. */
function placeholders(text: string): string {
  const names = [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort().join(', ');
}

const problems: string[] = [];
const present = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => basename(file, '.json'));
for (const locale of locales) {
  if (!present.includes(locale)) problems.push(`${locale}.json: file missing`);
}

const files = new Map<string, Leaves>();
for (const name of present) {
  try {
    files.set(name, flatten(JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8'))));
  } catch (error) {
    problems.push(`${name}.json: ${(error as Error).message}`);
  }
}

const source = files.get(defaultLocale);
if (source) {
  for (const [name, leaves] of files) {
    for (const [key, value] of leaves) {
      if (!source.has(key)) problems.push(`${name}.json: extra key ${key}`);
      if (typeof value !== 'string') problems.push(`${name}.json: ${key} is not a string`);
      else if (value.trim() === '') problems.push(`${name}.json: ${key} is empty`);
    }
    for (const [key, expected] of source) {
      const value = leaves.get(key);
      if (!leaves.has(key)) problems.push(`${name}.json: missing key ${key}`);
      else if (typeof value === 'string' && typeof expected === 'string') {
        const [got, want] = [placeholders(value), placeholders(expected)];
        if (got !== want)
          problems.push(`${name}.json: ${key} has {${got}}, ${defaultLocale} has {${want}}`);
      }
    }
  }
}

if (!source || problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`messages: ${files.size} files, ${source.size} keys each, OK`);
