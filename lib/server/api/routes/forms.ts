import 'server-only';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isLanguageCode, prefixOf, type LanguageCode } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { createContactRequest } from '@/lib/server/forms/contact';
import {
  confirmNewsletter,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  type LinkResult,
} from '@/lib/server/forms/newsletter';
import { createTrainingApplication } from '@/lib/server/forms/training-application';
import { createQuoteRequest } from '@/lib/server/quotes/create';
import { readJsonObject } from '@/lib/server/security/body';
import { clientIp } from '@/lib/server/security/client-ip';
import { requireSameOrigin } from '@/lib/server/security/origin';
import { consumeLimit, formLimiters } from '@/lib/server/security/rate-limit';
import { contactSchema } from '@/lib/validation/contact';
import { HONEYPOT_FIELD } from '@/lib/validation/fields';
import { installerApplicationSchema } from '@/lib/validation/installer-application';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { quoteRequestSchema } from '@/lib/validation/quote-request';
import { ok } from '../envelope';
import { HttpError, type FieldErrors } from '../errors';

export const formRoutes = new Hono();

/** The Language header holds the page's language code; English when absent. */
const languageOf = (c: Context): LanguageCode => {
  const code = c.req.header('language')?.trim().toLowerCase();
  return isLanguageCode(code) ? code : 'en';
};

function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

async function limit(c: Context, key: string, which: 'perIp' | 'perEmail') {
  const wait = await consumeLimit(formLimiters()[which], key);
  if (wait === null) return;
  c.header('Retry-After', String(wait));
  throw new HttpError(429, `Too Many Requests: try again in ${wait} s`);
}

/**
 * What every form POST goes through before its data function: the per-IP limit, a bounded JSON
 * body, the honeypot, the shared schema, the per-email limit. null = the honeypot was filled.
 */
async function accept<S extends z.core.$ZodType<{ email: string }>>(
  c: Context,
  form: string,
  schema: S,
): Promise<z.output<S> | null> {
  await limit(c, `${form}:${clientIp(c.req.raw.headers)}`, 'perIp');
  const body = await readJsonObject(c.req.raw);
  // Honeypot: only a bot fills the hidden field. It is told "accepted" (so it does not
  // learn to avoid the trap) but nothing is stored and no mail is sent.
  const trap = body[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== null && trap !== '') return null;
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const fields = Object.keys(errors).join(', ');
    throw new HttpError(400, `Bad Request: check the fields ${fields}`, errors);
  }
  await limit(c, `${form}:${parsed.data.email.toLowerCase()}`, 'perEmail');
  return parsed.data;
}

const received = (c: Context) => ok(c, { status: 'received' });

// POST /api/contact — store a contact request, queue the staff and visitor mails.
formRoutes.post('/contact', requireSameOrigin, async (c) => {
  const input = await accept(c, 'contact', contactSchema);
  if (input) await createContactRequest(await getDb(), input, languageOf(c));
  return received(c);
});

// POST /api/newsletter — a pending subscription and its confirmation mail (double opt-in).
formRoutes.post('/newsletter', requireSameOrigin, async (c) => {
  const input = await accept(c, 'newsletter', newsletterSchema);
  if (!input) return ok(c, { status: 'pending' });
  const { status } = await subscribeToNewsletter(await getDb(), input, languageOf(c));
  if (status === 'alreadySubscribed') {
    throw new HttpError(409, 'The email has already been subscribed', {
      email: ['alreadySubscribed'],
    });
  }
  return ok(c, { status });
});

// POST /api/installer-applications — store a training application, queue its mails.
formRoutes.post('/installer-applications', requireSameOrigin, async (c) => {
  const input = await accept(c, 'installer', installerApplicationSchema);
  if (!input) return received(c);
  const result = await createTrainingApplication(await getDb(), input, languageOf(c));
  if (result.status === 'unknownTraining') {
    throw new HttpError(400, 'Bad Request: no such upcoming training', { trainingId: ['invalid'] });
  }
  return received(c);
});

// POST /api/quote-requests — the estimator's configuration with a short form, given to
// a certified partner in the visitor's country in turns (staff when none), mails in one go.
formRoutes.post('/quote-requests', requireSameOrigin, async (c) => {
  const input = await accept(c, 'quote', quoteRequestSchema);
  if (!input) return ok(c, { status: 'received', reference: null, toStaff: false });
  const made = await createQuoteRequest(await getDb(), input, languageOf(c));
  return ok(c, { status: 'received', reference: made.reference, toStaff: made.toStaff });
});

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** A mail link was opened: do it, then show the translated result page (no sign-in needed). */
async function followLink(c: Context, act: (token: string) => Promise<LinkResult>) {
  const token = c.req.query('token') ?? '';
  const result: LinkResult = TOKEN.test(token) ? await act(token) : { status: 'invalid' };
  const code = isLanguageCode(result.language) ? result.language : languageOf(c);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${prefixOf(code)}/newsletter?status=${result.status}`, 303);
}

// GET /api/newsletter/confirm?token=… — the double opt-in link.
formRoutes.get('/newsletter/confirm', async (c) =>
  followLink(c, async (token) => confirmNewsletter(await getDb(), token)),
);

// GET /api/newsletter/unsubscribe?token=… — the link in every newsletter mail.
formRoutes.get('/newsletter/unsubscribe', async (c) =>
  followLink(c, async (token) => unsubscribeFromNewsletter(await getDb(), token)),
);

// The form paths take POST only: another method is a 405 with Allow, not a 404.
formRoutes.on(
  ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  ['/contact', '/newsletter', '/installer-applications', '/quote-requests'],
  (c) => {
    c.header('Allow', 'POST');
    throw new HttpError(405);
  },
);
