import type { Select } from '../url-filter';
import { matchesKeyword, parseKeyword } from './keyword';
import { firstParam } from './search-params';

export type Faq = { id: number; question: string; answer: string; sort: number };

/** A FAQ as the page shows it: no field of the stored row that no one renders. */
export function faqRow({ id, question, answer, sort }: Faq): Faq {
  return { id, question, answer, sort };
}

/** Editorial order (sort), then id so equal sorts stay stable. */
export function sortFaqs<T extends Faq>(faqs: readonly T[]): T[] {
  return [...faqs].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The FAQs whose question or answer holds every word of the keyword, in editorial order. */
export function searchFaqs<T extends Faq>(faqs: readonly T[], keyword: string): T[] {
  return sortFaqs(faqs).filter((faq) => matchesKeyword([faq.question, faq.answer], keyword));
}

/** The query parameter of the keyword: /support-center/faqs?q=warranty */
export const FAQ_KEYWORD_PARAM = 'q';

/** The page's list filter (components/url-filter): the FAQs matching ?q=, the keyword as read. */
export const selectFaqs: Select<Faq> = (faqs, params) => {
  const keyword = parseKeyword(firstParam(params, FAQ_KEYWORD_PARAM));
  return { shown: searchFaqs(faqs, keyword.text), values: { [FAQ_KEYWORD_PARAM]: keyword.text } };
};
