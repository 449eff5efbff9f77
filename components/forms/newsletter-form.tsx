import { NewsletterFormLazy } from './newsletter-form-lazy.client';

/**
 * The newsletter subscription (double opt-in). The form and its texts load in the browser,
 * on demand (newsletter-form-lazy, newsletter-texts): no part of every cached page.
 */
export function NewsletterForm() {
  return <NewsletterFormLazy />;
}
