import type { ListItem } from '@/lib/api/lists';
import { createListStore } from './list';

/** The products list (spec §3 shared state). */
export const useProductsList = createListStore<ListItem & { id?: unknown }>();
