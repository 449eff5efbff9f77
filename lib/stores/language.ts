import { create } from 'zustand';
import { defaultLanguageCode, type LanguageCode } from '@/lib/i18n/locales';

/** The page's language (requirements: Shared state); the app shell sets it from the path. */
type LanguageState = { language: LanguageCode; setLanguage: (language: LanguageCode) => void };

export const useLanguage = create<LanguageState>()((set) => ({
  language: defaultLanguageCode,
  setLanguage: (language) => set({ language }),
}));
