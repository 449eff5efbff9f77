import type { ListItem } from '@/lib/api/lists';
import { createListStore } from './list';

/** The news list (requirements: Shared state). */
export const useNewsList = createListStore<ListItem & { id?: unknown }>();
