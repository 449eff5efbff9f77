import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { listContent, visibleIn, type PageOptions, type View } from './list-content';

export type Product = typeof products.$inferSelect;

/** Visible products of every language in catalogue order; bodies come with the detail call. */
export function listProducts(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(
    db,
    products,
    opts,
    { orderBy: [asc(products.sort), asc(products.id)], omit: ['body'] },
    view,
  );
}

/** One visible product in one language, by its slug id, or null. */
export async function getProduct(
  db: Db,
  id: string,
  websiteId: number,
  view: View = 'public',
): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.websiteId, websiteId), visibleIn(products, view)));
  return row ?? null;
}
