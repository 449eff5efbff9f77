'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { format } from '@/components/account/format';
import { useLocale } from '@/lib/i18n/client-navigation';

// The estimator's texts in the browser. next-intl's client provider and hooks bring its ICU
// message formatter to the page; the estimator's messages use nothing of ICU but {name}
// placeholders, and its first-load JavaScript has a budget (requirements: Estimator). A number
// in a placeholder is written the language's way (50.000 in German; ICU's plain {name} wrote
// 50000).

export type Tree = { [key: string]: string | Tree };
type Values = Record<string, string | number>;

const TextsContext = createContext<Tree>({});

/** The estimator's messages (Estimator.form, .results, .charts, .regions), from the server. */
export function EstimatorTexts({
  messages,
  children,
}: {
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  return <TextsContext value={messages as Tree}>{children}</TextsContext>;
}

function lookup(tree: Tree | string | undefined, path: string): Tree | string | undefined {
  return path
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, name) => (node && typeof node === 'object' ? node[name] : undefined),
      tree,
    );
}

/**
 * `t(key, values)`: the message at `namespace.key` with its {name} placeholders filled in, a
 * number in the language's number format. A missing key shows its path (as next-intl does);
 * every locale has every key (npm run check).
 */
export function translator(tree: Tree, namespace: string, locale: string) {
  const numbers = new Intl.NumberFormat(locale);
  const base = lookup(tree, namespace);
  return (key: string, values: Values = {}): string => {
    const template = lookup(base, key);
    if (typeof template !== 'string') return `${namespace}.${key}`;
    const written = Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? numbers.format(value) : value,
    ]);
    return format(template, Object.fromEntries(written));
  };
}

/** translator() for the page's language and the estimator's messages. */
export function useEstimatorTexts(namespace: string) {
  const tree = useContext(TextsContext);
  const locale = useLocale();
  return useMemo(() => translator(tree, namespace, locale), [tree, namespace, locale]);
}

/** `format.number(value, options)` in the page's language (next-intl's useFormatter). */
export function useNumberFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const formats = new Map<string, Intl.NumberFormat>();
    return {
      number(value: number, options: Intl.NumberFormatOptions = {}): string {
        const key = JSON.stringify(options);
        let format = formats.get(key);
        if (!format) {
          format = new Intl.NumberFormat(locale, options);
          formats.set(key, format);
        }
        return format.format(value);
      },
    };
  }, [locale]);
}
