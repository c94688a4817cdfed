// Accounts and how they log in: users, tokens, rate limits, verification codes, login challenges, devices, captchas.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** An account. One account can act as seller (through its store) and as buyer. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull().unique(),
    email: text('email'),
    phone: text('phone'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    /** ACTIVE, BLOCKED (110003) or DISABLED (110001). */
    status: text('status').notNull().default('ACTIVE'),
    /** Two-factor login: every login asks for a code sent over `twoFactorChannel` (EMAIL or PHONE). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorChannel: text('two_factor_channel'),
    /** The 6-digit VCoin payment password, argon2id; null until set. */
    paymentPasswordHash: text('payment_password_hash'),
    /** The quick-start guide is shown until confirmed; true for accounts that signed up through the panel. */
    guidePending: boolean('guide_pending').notNull().default(false),
    /** The platform operator (role PLATFORM, screens under /ops); granted by the `operator grant` command, never by a call. */
    platformOperator: boolean('platform_operator').notNull().default(false),
    /** The language the panel last spoke with this account (en, es, pt): its notifications' e-mails are written in it. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_phone_key').on(t.phone)],
);

/** Opaque bearer tokens, kept only as SHA-256 hashes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server process (login throttling, code sending). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * One-time verification codes (sign-up, recovery, security alert, two-factor, account changes).
 * Only an argon2id hash of the code is kept. A new code for the same purpose and target
 * supersedes the older ones (consumed_at is set). See docs/decisions/004-accounts.md.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SIGN_UP, RESET_PASSWORD, SECURITY_ALERT, TWO_FACTOR_LOGIN, CHANGE_EMAIL, CHANGE_PHONE, TWO_FACTOR, PAYMENT_PASSWORD. */
    purpose: text('purpose').notNull(),
    /** The address the code went to: a lower-case email or a phone number as +digits. */
    target: text('target').notNull(),
    /** The account the code belongs to; null for sign-up. */
    userId: uuid('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Used up, or superseded by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target), index('verification_codes_user_idx').on(t.userId)],
);

/**
 * A login held back by the security alert (unknown device) or two-factor authentication: no
 * token until the code sent to the account is entered with the challenge id.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** SECURITY_ALERT or TWO_FACTOR. */
    kind: text('kind').notNull(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => verificationCodes.id),
    /** EMAIL or PHONE: where the code went. */
    channel: text('channel').notNull(),
    /** SHA-256 of the fingerprint id the login came with, remembered once the challenge is passed. */
    fingerprintHash: text('fingerprint_hash'),
    deviceId: text('device_id'),
    scope: text('scope').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);

/** Devices (fingerprint ids, kept as SHA-256) an account has logged in from after a security check or at sign-up. */
export const userDevices = pgTable(
  'user_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fingerprintHash: text('fingerprint_hash').notNull(),
    deviceId: text('device_id'),
    /** Browser and operating system read from the User-Agent when it was trusted ('Chrome · Android'); null when unreadable or trusted before this was kept. */
    name: text('name'),
    /** The network address it was last used from, as the per-address limits see it (proxies believed only per TRUST_PROXY). */
    address: text('address'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_devices_user_fingerprint_key').on(t.userId, t.fingerprintHash)],
);

/** The login captcha of a device's captcha client id; only a hash of the answer is kept, and each is used once. */
export const captchas = pgTable(
  'captchas',
  {
    clientId: text('client_id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
