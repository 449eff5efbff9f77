import { ContactFormLazy } from './contact-form-lazy.client';
import { contactFormTexts } from './contact-form-texts';
import { ContactSectionFrame } from './contact-section-frame';

/**
 * The contact block at the end of product and solution pages: its form's code (react-hook-form,
 * zod) loads on demand, near the viewport or at the first interaction. This module imports the
 * on-demand form only; importing the eager one too would put its code into these pages' first
 * load, rendered or not.
 */
export async function LazyContactSection() {
  return (
    <ContactSectionFrame>
      <ContactFormLazy texts={await contactFormTexts()} />
    </ContactSectionFrame>
  );
}
