import 'server-only';

// The site's content schema (one row per language). drizzle-kit reads this file
// (drizzle.config.ts) to generate the committed migrations in ./migrations.
export * from './schema/api-keys';
export * from './schema/articles';
export * from './schema/auth';
export * from './schema/cases';
export * from './schema/console';
export * from './schema/csp-reports';
export * from './schema/catalog';
export * from './schema/distributors';
export * from './schema/events';
export * from './schema/i18n-config';
export * from './schema/open-api';
export * from './schema/privacy';
export * from './schema/route-rules';
export * from './schema/submissions';
export * from './schema/search';
export * from './schema/quotes';
export * from './schema/warranty';
