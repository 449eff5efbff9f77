import 'server-only';
import { integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { contentColumns, oneOfCheck, websiteIdCheck } from './columns';

export const distributorTypes = ['distributor', 'installer'] as const;
export type DistributorType = (typeof distributorTypes)[number];

export const distributors = pgTable(
  'distributors',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    /** ISO 3166-1 alpha-2; the page names it in its own language (Intl.DisplayNames). */
    country: text('country').notNull(),
    company: text('company').notNull(),
    /** The person to ask for. */
    contact: text('contact').notNull(),
    type: text('type').$type<DistributorType>().notNull().default('distributor'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    address: text('address'),
    /** The town as visitors look for it (the installer finder filters by it). */
    city: text('city'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.websiteId] }),
    websiteIdCheck('distributors', t.websiteId),
    oneOfCheck('distributors_type_check', t.type, distributorTypes),
  ],
);
