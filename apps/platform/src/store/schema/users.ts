/** People: console users, their sessions, sign-ups waiting for e-mail confirmation and SSH keys. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ts, created } from './columns.js'

/** Console users (CONTRACTS.md sign-in/sign-up); `is_admin` is the administrator role. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    createdAt: created(),
    lastActivity: ts('last_activity'),
    /** Set while an administrator has suspended the user: their API calls answer 403 (issue 13). */
    suspendedAt: ts('suspended_at'),
  },
  // The admin lists page newest first (issue 13, store/admin-read.ts).
  (t) => [index('users_created_idx').on(t.createdAt)],
)

/** The user a row belongs to; it goes with them. */
export const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/**
 * The columns of every owned resource in a location: `user_id` + `billing_account_id` (the ownership check,
 * services/usable.ts, and metering read them) and `location`, the slug of the location it lives in.
 */
export const ownedInLocation = () => ({
  location: text('location').notNull(),
  userId: ownerId(),
  billingAccountId: integer('billing_account_id').notNull(),
})

/** Console sessions: only a keyed sha256 of the cookie token is stored (PLATFORM-NOTES.md "Sessions"). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownerId(),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * Sign-ups waiting for their e-mail to be confirmed (CONTRACTS "POST /auth/sign-up"): the account is created when
 * the link is followed. Only a keyed hash of the link's token is stored; the password only as its scrypt hash.
 */
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sign_up_requests_expires_idx').on(t.expiresAt)],
)

/** SSH keys (API-NOTES §12). */
export const sshKeys = pgTable(
  'ssh_keys',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('ssh_keys_user_name_idx').on(t.userId, t.name)],
)
