// Product rows as the content API sends them (lib/server/db/schema/catalog.ts); the list omits
// body and specs, the detail carries both. Fields are loose: they come over the wire.
export type ProductSummary = {
  id: string;
  category: string;
  name: string;
  summary?: string | null;
  coverUrl?: string | null;
  sort?: number | null;
  websiteId?: unknown;
  state?: unknown;
};

export type ProductDetail = ProductSummary & { body?: string | null; specs?: unknown };

export type SpecRow = { label: string; value: string };
export type SpecGroup = { title: string; rows: SpecRow[] };
