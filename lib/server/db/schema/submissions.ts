import 'server-only';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOfCheck } from './columns';

// What visitors send. Every row keeps the language code of the page it came from (the Language
// header), so staff answer in it and the visitor's confirmation mail is written in it.

export const handlingStates = ['new', 'handled'] as const;

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    company: text('company').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    userId: text('user_id'),
    status: text('status').notNull().default('new'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    oneOfCheck('contact_requests_status_check', t.status, handlingStates),
    index('contact_requests_created_idx').on(t.createdAt),
  ],
);

export const userTypes = ['epc', 'distributor', 'installer', 'end_user'] as const;
export const subscriptionStates = ['pending', 'confirmed', 'unsubscribed'] as const;

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased: one subscription per address. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    company: text('company').notNull().default(''),
    userType: text('user_type').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('pending'),
    confirmToken: text('confirm_token').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(t.email),
    uniqueIndex('newsletter_confirm_token_idx').on(t.confirmToken),
    uniqueIndex('newsletter_unsubscribe_token_idx').on(t.unsubscribeToken),
    oneOfCheck('newsletter_user_type_check', t.userType, userTypes),
    oneOfCheck('newsletter_status_check', t.status, subscriptionStates),
  ],
);

export const applicationStates = ['new', 'handled', 'approved', 'declined'] as const;

export const trainingApplications = pgTable(
  'training_applications',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Apply for the upcoming training (true) or be contacted later (false). */
    applyUpcoming: boolean('apply_upcoming').notNull(),
    trainingId: integer('training_id'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    zip: text('zip').notNull(),
    details: text('details').notNull().default(''),
    language: text('language').notNull(),
    userId: text('user_id'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('new'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    oneOfCheck('training_applications_status_check', t.status, applicationStates),
    index('training_applications_created_idx').on(t.createdAt),
  ],
);

export const outboxStates = ['pending', 'sent', 'failed'] as const;

// The transactional outbox: a mail is a row written in the same transaction as what caused it,
// and a worker delivers it (retries with backoff), so nothing is lost while SMTP is down.
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused it, e.g. 'contact:12', for staff and tests to find it. */
    ref: text('ref').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    language: text('language').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    oneOfCheck('outbox_status_check', t.status, outboxStates),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_ref_idx').on(t.ref),
  ],
);
