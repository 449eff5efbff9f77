import { ContactFormClient } from './contact-form.client';
import { contactFormTexts } from './contact-form-texts';
import { ContactSectionFrame } from './contact-section-frame';

/** The contact page's body: the form renders with the page. */
export async function ContactSection() {
  return (
    <ContactSectionFrame>
      <ContactFormClient texts={await contactFormTexts()} />
    </ContactSectionFrame>
  );
}
