/** Access delegation: groups and their members. */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { created } from './columns.js'
import { ownerId, users } from './users.js'
import { billingAccounts } from './billing-accounts.js'

/**
 * Access delegation groups (SPEC §3, API-NOTES §14.1): the grantor shares their resources with the group's
 * members; with `billing_account_id` the group is restricted to that billing account.
 */
export const accessGroups = pgTable(
  'access_groups',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    billingAccountId: integer('billing_account_id').references(() => billingAccounts.id, {
      onDelete: 'cascade',
    }),
    createdAt: created(),
  },
  (t) => [index('access_groups_user_idx').on(t.userId)],
)

/** Members of a delegation group ("impersonations", SPEC §3). */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    granteeUserId: integer('grantee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('impersonations_group_grantee_idx').on(t.groupId, t.granteeUserId),
    index('impersonations_grantee_idx').on(t.granteeUserId),
  ],
)
