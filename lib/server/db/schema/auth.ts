import 'server-only';
import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOfCheck } from './columns';

// Accounts: the four models of better-auth (user, session, account, verification) with
// the fields of its username and phone-number plugins, as `npx @better-auth/cli@1.4.22 generate`
// writes them, under plural table names. lib/server/auth/instance.ts hands them to its Drizzle
// adapter by model name. Times are timestamptz like every other table.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The console's roles; every other account is a plain 'user'. */
export const userRoles = ['admin', 'editor', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Nickname: better-auth's display name. */
    name: text('name').notNull(),
    /** Stored lowercased. An account made with a phone number carries a placeholder here. */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Stored lowercased by the username plugin: unique case-insensitively. */
    username: text('username').unique(),
    /** The username as typed. */
    displayUsername: text('display_username'),
    /** E.164, e.g. +4915112345678; set only once confirmed by a code. */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified'),
    /** ISO 3166-1 alpha-2 (lib/countries.ts). */
    country: text('country'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Failed passwords in a row; 5 lock the account for 15 minutes. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * better-auth's admin plugin: 'admin' (everything), 'editor' (content and
     * submissions) or 'user' (an ordinary account, no console).
     */
    role: text('role').notNull().default('user'),
    /** A disabled account (the admin plugin's ban): it cannot sign in and has no sessions. */
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOfCheck('users_role_check', t.role, userRoles)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The admin plugin's impersonation marker (impersonation itself is not offered). */
    impersonatedBy: text('impersonated_by'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password's hash (better-auth's scrypt), on the 'credential' account. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** Verification codes: better-auth keeps `<hash or code>:<tries>` per identifier. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const smsStates = ['sent', 'logged', 'failed'] as const;

// Every text message the site sends (verification codes), kept like the mail outbox: what went
// to which number, in which language, and how the gateway answered. Without SMS_URL the message
// is written to the server log and this row is its record.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused it, e.g. 'code:sign-up'. */
    ref: text('ref').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOfCheck('sms_outbox_status_check', t.status, smsStates),
    index('sms_outbox_to_idx').on(t.to),
  ],
);
