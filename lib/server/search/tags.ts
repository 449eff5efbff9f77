import 'server-only';
import { contentTags } from '@/lib/server/data/tags';

/**
 * The collections the search index holds: a console write expires its tag, and with it the
 * cached answers (./cached.ts) and this process's vocabulary of corrections (./vocabulary.ts).
 */
export const searchedTags = [
  contentTags.products,
  contentTags.downloads,
  contentTags.faqs,
  contentTags.news,
  contentTags.blogs,
  contentTags.events,
  contentTags.videos,
  contentTags.trainings,
];
