import { matchesKeyword } from './keyword';

export type Faq = { id: number; question: string; answer: string; sort: number };

/** Editorial order (sort), then id so equal sorts stay stable. */
export function sortFaqs<T extends Faq>(faqs: readonly T[]): T[] {
  return [...faqs].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The FAQs whose question or answer holds every word of the keyword, in editorial order. */
export function searchFaqs<T extends Faq>(faqs: readonly T[], keyword: string): T[] {
  return sortFaqs(faqs).filter((faq) => matchesKeyword([faq.question, faq.answer], keyword));
}
