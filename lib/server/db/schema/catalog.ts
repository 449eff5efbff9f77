import 'server-only';
import { date, integer, jsonb, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { contentColumns, oneOfCheck, websiteIdCheck } from './columns';

export type ProductSpecGroup = { title: string; rows: { label: string; value: string }[] };

// Products are addressed by a slug id (`three-phase-hybrid-system`), the same in every language.
export const products = pgTable(
  'products',
  {
    id: text('id').notNull(),
    ...contentColumns(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    coverUrl: text('cover_url'),
    sort: integer('sort').notNull().default(0),
    /** The spec table a buyer scans: groups of label/value rows, in the row's language. */
    specs: jsonb('specs').$type<ProductSpecGroup[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.id, t.websiteId] }), websiteIdCheck('products', t.websiteId)],
);

export const docTypes = ['product', 'warranty', 'corporate'] as const;
export const fileTypes = ['pdf', 'video', 'image'] as const;
export type DocType = (typeof docTypes)[number];
export type FileType = (typeof fileTypes)[number];

// Support document: product, series, document type, language, file type, update date.
export const downloads = pgTable(
  'downloads',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    title: text('title').notNull(),
    /** A product slug (products.id); free text so corporate documents can name none. */
    product: text('product'),
    series: text('series'),
    docType: text('doc_type').$type<DocType>().notNull(),
    /** ISO 639-1 code of the document's own language, which may differ from the site's. */
    language: text('language').notNull(),
    fileType: text('file_type').$type<FileType>().notNull(),
    updatedOn: date('updated_on').notNull(),
    fileUrl: text('file_url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.websiteId] }),
    websiteIdCheck('downloads', t.websiteId),
    oneOfCheck('downloads_doc_type_check', t.docType, docTypes),
    oneOfCheck('downloads_file_type_check', t.fileType, fileTypes),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id, t.websiteId] }), websiteIdCheck('faqs', t.websiteId)],
);
