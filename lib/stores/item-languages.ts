import { create } from 'zustand';
import type { LanguageCode } from '@/lib/i18n/locales';

/**
 * The languages the page's item is published in, set by a detail page; null on any
 * other page. The language switcher sends the other languages to the section's list.
 */
type ItemLanguagesState = {
  item: { present: LanguageCode[]; listPath: string } | null;
  setItem: (item: ItemLanguagesState['item']) => void;
};

export const useItemLanguages = create<ItemLanguagesState>()((set) => ({
  item: null,
  setItem: (item) => set({ item }),
}));
