import type { ListItem } from '@/lib/api/lists';
import { createListStore } from './list';

/** The products list (requirements: Shared state). */
export const useProductsList = createListStore<ListItem & { id?: unknown }>();
