import 'server-only';
import { languageByCode, prefixOf, type LanguageCode } from '@/lib/i18n/locales';
import { MODULE_KWH } from '@/lib/estimator/household';
import type { Configuration, Estimate } from '@/lib/estimator/model';
import type { Db } from '@/lib/server/db/client';
import { quoteEvents, quoteRequests } from '@/lib/server/db/schema';
import { countryLabel, mailContext } from '@/lib/server/forms/context';
import { queueMails, type MailDraft } from '@/lib/server/mail/outbox';
import { renderMail } from '@/lib/server/mail/render';
import { staffNotification, type MailContext } from '@/lib/server/mail/templates';
import { fill } from '@/lib/server/mail/texts';
import type { QuoteRequestData } from '@/lib/validation/quote-request';
import { certifiedPartnersIn, takeTurn, type Partner } from './partners';
import { estimateInTurn } from './estimate-in-turn';
import { estimatorTexts } from './texts';

/** A system in a language, as the results show it (ICU plural kept simple). */
function systemOf(system: Configuration, language: LanguageCode): string {
  const tag = languageByCode(language).tag;
  const n = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const { units, unitKw, modules } = system;
  return `${units > 1 ? `${units} × ` : ''}${unitKw} kW + ${modules} × ${n.format(MODULE_KWH)} kWh (${n.format(modules * MODULE_KWH)} kWh)`;
}

/**
 * The configuration paragraph of the mails: the system the visitor chose, and whether it is the
 * estimator's economic recommendation (requirements: Estimator).
 */
function configurationText(result: Estimate, language: LanguageCode, withKind = true): string {
  const t = estimatorTexts(language).mail;
  const tag = languageByCode(language).tag;
  const figures = {
    system: systemOf(result.chosen, language),
    kwh: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(result.consumptionKwh),
    kwp: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(result.pvKwp),
    ss: new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(
      result.withBattery.selfSufficiency,
    ),
  };
  if (!withKind) return fill(t.configuration, figures);
  const kind = result.economic
    ? t.economic
    : fill(t.larger, { system: systemOf(result.recommended, language) });
  return `${fill(t.configuration, figures)} ${kind}`;
}

type Made = { id: number; reference: string; partner: Partner | null };
export type QuoteContact = Pick<QuoteRequestData, 'name' | 'email' | 'phone' | 'postcode'>;

function visitorMail(
  input: QuoteRequestData,
  made: Made,
  result: Estimate,
  language: LanguageCode,
  { site }: MailContext,
): MailDraft {
  const t = estimatorTexts(language).mail;
  const body = renderMail({
    lang: languageByCode(language).tag,
    paragraphs: [
      fill(t.greeting, { name: input.name }),
      made.partner ? fill(t.assigned, { company: made.partner.company }) : t.staff,
      configurationText(result, language),
      t.closing,
    ],
    footer: [fill(t.automatic, { site: new URL(site).host })],
  });
  return {
    ref: `quote:${made.id}`,
    to: input.email,
    language,
    subject: fill(t.visitorSubject, { ref: made.reference }),
    ...body,
  };
}

/** The lead, to each certified person of the partner, in the partner's language. */
export function partnerMails(
  input: QuoteContact,
  made: Made & { partner: Partner },
  result: Estimate,
  { site }: MailContext,
): MailDraft[] {
  const language = made.partner.language;
  const t = estimatorTexts(language).mail;
  const url = `${site}${prefixOf(language)}/personal-center#leads`;
  return made.partner.people.map((person) => ({
    ref: `quote:${made.id}:partner`,
    to: person.email,
    language,
    subject: fill(t.partnerSubject, { ref: made.reference }),
    ...renderMail({
      lang: languageByCode(language).tag,
      paragraphs: [
        fill(t.greeting, { name: person.name }),
        fill(t.partnerBody, { url }),
        fill(t.contact, input),
        configurationText(result, language),
        t.closing,
      ],
      footer: [fill(t.automatic, { site: new URL(site).host })],
    }),
  }));
}

/** Staff gets the lead when no certified partner (left) in the country takes it. */
function staffMail(
  input: QuoteContact,
  made: Made & { country: string; language: LanguageCode },
  result: Estimate,
  ctx: MailContext,
): MailDraft {
  return staffNotification(
    {
      ref: `quote:${made.id}`,
      title: `Quote request ${made.reference} (no certified partner in ${made.country}): ${input.name}`,
      language: made.language,
      fields: [
        ['Name', input.name],
        ['E-mail', input.email],
        ['Phone', input.phone],
        ['Postcode', input.postcode],
        ['Country', countryLabel(made.country)],
        ['Configuration', configurationText(result, 'en', false)],
        [
          'Economic recommendation',
          result.economic
            ? 'yes'
            : `no: a larger system, for more independence (economic: ${systemOf(result.recommended, 'en')})`,
        ],
      ],
    },
    ctx,
  );
}

/** The mails of an assignment: the lead to the partner's people, else to staff. */
export function assignmentMails(
  input: QuoteContact,
  made: Made & { country: string; language: LanguageCode },
  result: Estimate,
  ctx: MailContext,
): MailDraft[] {
  const { partner } = made;
  return partner
    ? partnerMails(input, { ...made, partner }, result, ctx)
    : [staffMail(input, made, result, ctx)];
}

/**
 * Store a quote request, give it to the certified partner whose turn it is in the visitor's
 * country (staff when there is none), and queue its mails, all in one transaction: an
 * acknowledged request is stored, assigned once, and its mails go out even if SMTP is down now.
 */
export async function createQuoteRequest(
  db: Db,
  input: QuoteRequestData,
  language: LanguageCode,
  ctx = mailContext(),
): Promise<{ id: number; reference: string; toStaff: boolean }> {
  const config = input.configuration;
  const result = await estimateInTurn(config);
  return db.transaction(async (tx) => {
    const partner = await takeTurn(
      tx,
      config.country,
      await certifiedPartnersIn(tx, config.country),
    );
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        postcode: input.postcode,
        country: config.country,
        language,
        configuration: {
          inputs: config,
          recommended: result.recommended,
          chosen: result.chosen,
          economic: result.economic,
        },
        partnerKey: partner?.key ?? null,
        status: partner ? 'assigned' : 'staff',
      })
      .returning({ id: quoteRequests.id });
    const id = row!.id;
    const reference = `Q-${id}`;
    await tx.insert(quoteEvents).values({
      quoteId: id,
      kind: partner ? 'assigned' : 'staff',
      partnerKey: partner?.key ?? null,
      actor: 'system',
    });
    const made = { id, reference, partner, country: config.country, language };
    await queueMails(tx, [
      visitorMail(input, made, result, language, ctx),
      ...assignmentMails(input, made, result, ctx),
    ]);
    return { id, reference, toStaff: !partner };
  });
}
