'use client';

import { createContext, useContext } from 'react';
import { commonTexts, type CommonTexts, type ConsoleLang } from '@/lib/console/i18n/common';

// The console's language for its client components, set once by the console layout. Texts are
// TS objects ({en, zh}); a component picks its language with useConsoleLang().
const LangContext = createContext<ConsoleLang>('en');

export function ConsoleLangProvider({
  lang,
  children,
}: {
  lang: ConsoleLang;
  children: React.ReactNode;
}) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useConsoleLang(): ConsoleLang {
  return useContext(LangContext);
}

/** The shared texts (lib/console/i18n/common.ts) in the console's language. */
export function useCommonTexts(): CommonTexts {
  return commonTexts[useContext(LangContext)];
}

/** Pick this language's half of a { en, zh } object (field labels, type labels, texts). */
export function useBilingual() {
  const lang = useContext(LangContext);
  return <T,>(value: { en: T; zh: T }): T => value[lang];
}
