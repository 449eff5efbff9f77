import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import { contactRequests } from '@/lib/server/db/schema';
import { queueMails } from '@/lib/server/mail/outbox';
import { staffNotification, visitorConfirmation } from '@/lib/server/mail/templates';
import { formTexts } from '@/lib/server/mail/texts';
import type { ContactData } from '@/lib/validation/contact';
import { countryLabel, mailContext } from './context';

/**
 * Store a contact request and queue its two mails (staff, visitor) in one transaction: either
 * all of it is kept or nothing, so an acknowledged request always reaches staff.
 */
export async function createContactRequest(
  db: Db,
  input: ContactData,
  language: LanguageCode,
  ctx = mailContext(),
): Promise<{ id: number }> {
  const { name, country, email, telephone, company, message } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ name, country, email, telephone, company, message, language })
      .returning({ id: contactRequests.id });
    const id = row!.id;
    const ref = `contact:${id}`;
    const reference = `C-${id}`;
    const label = formTexts('en').fields;
    await queueMails(tx, [
      staffNotification(
        {
          ref,
          title: `Contact request ${reference}: ${name}, ${company}`,
          language,
          fields: [
            [label.name, name],
            [label.company, company],
            [label.country, countryLabel(country)],
            [label.email, email],
            [label.telephone, telephone],
            [label.message, message],
          ],
        },
        ctx,
      ),
      visitorConfirmation('contact', { ref, reference, to: email, name, language }, ctx),
    ]);
    return { id };
  });
}
