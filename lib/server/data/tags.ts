import 'server-only';

/** One cache tag per collection: a write calls revalidateTag(tag) and the next read is fresh. */
export const contentTags = {
  news: 'news',
  blogs: 'blogs',
  events: 'events',
  cases: 'cases',
  products: 'products',
  downloads: 'downloads',
  faqs: 'faqs',
  videos: 'videos',
  trainings: 'trainings',
  distributors: 'distributors',
  /** Certificates granted in the console (the installer finder's badges). */
  certifications: 'certifications',
  i18nConfig: 'i18n-config',
} as const;

/** The warranty registrations' verification codes: a new one is announced by expiring this. */
export const warrantyCodesTag = 'warranty-codes';
