import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { FilterTextsProvider, type FilterTexts } from './filter-texts.client';
import { KEYWORD_SLOT } from './keyword-slot';

type Props = {
  keys: readonly MessageKeys<Messages, NestedKeyOf<Messages>>[];
  /** How many items the list holds: a count message is written out for 0 to this many. */
  size: number;
  /** Fixed values of the messages (a maximum length …). */
  values?: Record<string, string | number>;
  children: React.ReactNode;
};

/**
 * The few texts a filtered list shows in the browser (its result count, which changes with the
 * URL's query), and only those, written out on the server: a count message once for every
 * count the list can show, the visitor's keyword left as a slot. The browser picks the one it
 * needs, without next-intl's ICU message formatter in the page's first load (see
 * docs/decisions/house-translations.md).
 */
export async function FilterMessages({ keys, size, values = {}, children }: Props) {
  const t = await getTranslations();
  const write = (key: string, count?: number) =>
    t(key as never, { ...values, count: count ?? 0, keyword: KEYWORD_SLOT } as never);
  const texts: FilterTexts = Object.fromEntries(
    keys.map((key) => [
      key,
      /\{count\b/.test(t.raw(key as never) as string)
        ? Array.from({ length: size + 1 }, (_, count) => write(key, count))
        : write(key),
    ]),
  );
  return <FilterTextsProvider texts={texts}>{children}</FilterTextsProvider>;
}
