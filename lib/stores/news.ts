import type { ListItem } from '@/lib/api/lists';
import { createListStore } from './list';

/** The news list (spec §3 shared state). */
export const useNewsList = createListStore<ListItem & { id?: unknown }>();
