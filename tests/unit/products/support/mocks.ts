import { bucketByWebsite, emptyBuckets } from '@/lib/api/lists';

// Fixture answers of the content API for the product render tests.
export const catalog = {
  products: [] as Record<string, unknown>[],
  details: new Map<string, Record<string, unknown>>(),
};

export const apiClient = {
  getList: async (path: string) =>
    path === '/products' ? bucketByWebsite(catalog.products as never[]) : emptyBuckets(),
  getItem: async (path: string) => catalog.details.get(path) ?? null,
};
