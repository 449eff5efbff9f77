import { create } from 'zustand';
import type { Buckets, ListItem } from '@/lib/api/lists';

export type ListState<T extends ListItem> = {
  /** Items bucketed by language, or null until a page has loaded them. */
  buckets: Buckets<T> | null;
  setBuckets: (buckets: Buckets<T>) => void;
  clear: () => void;
};

/** A list kept for the visit, so a client component need not fetch it again. */
export const createListStore = <T extends ListItem>() =>
  create<ListState<T>>()((set) => ({
    buckets: null,
    setBuckets: (buckets) => set({ buckets }),
    clear: () => set({ buckets: null }),
  }));
