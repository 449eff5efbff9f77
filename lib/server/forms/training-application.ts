import 'server-only';
import { and, eq, gte } from 'drizzle-orm';
import { languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import { trainingApplications, trainings } from '@/lib/server/db/schema';
import { queueMails } from '@/lib/server/mail/outbox';
import { staffNotification, visitorConfirmation } from '@/lib/server/mail/templates';
import { formTexts } from '@/lib/server/mail/texts';
import type { InstallerApplicationData } from '@/lib/validation/installer-application';
import { countryLabel, mailContext } from './context';

export type ApplicationResult = { status: 'created'; id: number } | { status: 'unknownTraining' };

const today = () => new Date().toISOString().slice(0, 10);

/** A published session that has not taken place yet, as staff read it (English row). */
async function findUpcomingTraining(db: Db, id: number) {
  const [row] = await db
    .select({ title: trainings.title, date: trainings.date, location: trainings.location })
    .from(trainings)
    .where(
      and(
        eq(trainings.id, id),
        eq(trainings.websiteId, languageByCode('en').id),
        eq(trainings.state, true),
        gte(trainings.date, today()),
      ),
    );
  return row;
}

/** Store an installer training application and queue its mails, in one transaction. */
export async function createTrainingApplication(
  db: Db,
  input: InstallerApplicationData,
  language: LanguageCode,
  ctx = mailContext(),
): Promise<ApplicationResult> {
  const applyUpcoming = input.applyUpcoming === 'yes';
  const trainingId = applyUpcoming ? Number(input.trainingId) : null;
  const training = trainingId ? await findUpcomingTraining(db, trainingId) : undefined;
  if (trainingId && !training) return { status: 'unknownTraining' };

  const { firstName, lastName, jobTitle, company, email, phone } = input;
  const { address, city, country, zip, details } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainingApplications)
      .values({
        ...{ firstName, lastName, jobTitle, company, email, phone, address, city, country },
        ...{ zip, details, language, applyUpcoming, trainingId, consentAt: new Date() },
      })
      .returning({ id: trainingApplications.id });
    const id = row!.id;
    const ref = `training:${id}`;
    const reference = `T-${id}`;
    const name = `${firstName} ${lastName}`;
    const l = formTexts('en').fields;
    const session = training
      ? `${training.date}, ${training.location}: ${training.title} (#${trainingId})`
      : 'No, contact me later';
    await queueMails(tx, [
      staffNotification(
        {
          ref,
          title: `Training application ${reference}: ${name}, ${company}`,
          language,
          fields: [
            [l.firstName, firstName],
            [l.lastName, lastName],
            [l.jobTitle, jobTitle],
            [l.companyName, company],
            [l.email, email],
            [l.companyPhone, phone],
            [l.training, session],
            [l.address, address],
            [l.city, city],
            [l.zip, zip],
            [l.country, countryLabel(country)],
            [l.details, details || '-'],
          ],
        },
        ctx,
      ),
      visitorConfirmation('application', { ref, reference, to: email, name, language }, ctx),
    ]);
    return { status: 'created', id };
  });
}
