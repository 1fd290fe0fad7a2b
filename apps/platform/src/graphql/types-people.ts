/** The people side of the admin GraphQL schema: users, their sessions and tokens, billing accounts and usage. */
import {
  costsSince,
  pageBillingAccounts,
  pageVms,
  sessionsOfUser,
  tokensOfUser,
  usageByResourceType,
  userById,
} from '../store/admin-read.js'
import { monthStart } from '../services/metering.js'
import { MAX_PAGE } from './limits.js'
import {
  iso,
  monthRange,
  paging,
  User,
  BillingAccount,
  Session,
  ApiToken,
  Usage,
  VirtualMachinePage,
} from './builder.js'

/** Adds the fields of User, Session, ApiToken, BillingAccount and UsageByResourceType. */
export function implementPeopleTypes() {
  User.implement({
    description: 'A console user (its name is the login e-mail).',
    fields: (t) => ({
      id: t.exposeInt('id'),
      email: t.exposeString('email'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      isAdmin: t.exposeBoolean('isAdmin'),
      suspended: t.boolean({ resolve: (u) => u.suspendedAt !== null }),
      suspendedAt: t.string({ nullable: true, resolve: (u) => iso(u.suspendedAt) }),
      createdAt: t.string({ resolve: (u) => u.createdAt.toISOString() }),
      lastActivity: t.string({ nullable: true, resolve: (u) => iso(u.lastActivity) }),
      billingAccounts: t.field({
        type: [BillingAccount],
        resolve: async (u, _args, ctx) =>
          (await pageBillingAccounts(ctx.db, { userId: u.id }, { offset: 0, limit: MAX_PAGE })).items,
      }),
      virtualMachines: t.field({
        type: VirtualMachinePage,
        args: { offset: t.arg.int(), limit: t.arg.int() },
        resolve: (u, args, ctx) => pageVms(ctx.db, { userId: u.id }, paging(args)),
      }),
      sessions: t.field({ type: [Session], resolve: (u, _args, ctx) => sessionsOfUser(ctx.db, u.id) }),
      apiTokens: t.field({ type: [ApiToken], resolve: (u, _args, ctx) => tokensOfUser(ctx.db, u.id) }),
    }),
  })

  Session.implement({
    description: 'A console session (the token itself is never shown).',
    fields: (t) => ({
      id: t.exposeInt('id'),
      createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
      expiresAt: t.string({ resolve: (s) => s.expiresAt.toISOString() }),
    }),
  })

  ApiToken.implement({
    description: 'An API token (only its prefix; the secret is never shown).',
    fields: (t) => ({
      id: t.exposeInt('id'),
      description: t.exposeString('description'),
      tokenPrefix: t.exposeString('tokenPrefix'),
      restricted: t.exposeBoolean('restricted'),
      billingAccountId: t.exposeInt('billingAccountId', { nullable: true }),
      createdAt: t.string({ resolve: (k) => k.createdAt.toISOString() }),
    }),
  })

  BillingAccount.implement({
    description: 'A billing account: every resource belongs to exactly one (ADMIN-NOTES "accounts").',
    fields: (t) => ({
      id: t.exposeInt('id'),
      title: t.exposeString('title'),
      email: t.exposeString('email'),
      currency: t.exposeString('currency'),
      isActive: t.exposeBoolean('isActive'),
      isDefault: t.exposeBoolean('isDefault'),
      credit: t.exposeFloat('creditAmount'),
      vatPercentage: t.exposeFloat('vatPercentage'),
      restrictionLevel: t.exposeString('restrictionLevel', { nullable: true }),
      suspendReason: t.exposeString('suspendReason', { nullable: true }),
      createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
      ownerEmail: t.exposeString('ownerEmail'),
      owner: t.field({
        type: User,
        nullable: true,
        resolve: async (a, _args, ctx) => (await userById(ctx.db, a.userId)) ?? null,
      }),
      monthToDateCost: t.string({
        description: 'Metered cost of this UTC month so far, an exact decimal.',
        resolve: async (a, _args, ctx) =>
          (await costsSince(ctx.db, [a.id], monthStart(ctx.now))).get(a.id) ?? '0',
      }),
      usage: t.field({
        type: [Usage],
        description: 'Usage of one UTC month (YYYY-MM; default this month) per resource type.',
        args: { month: t.arg.string() },
        resolve: (a, args, ctx) => {
          const [since, until] = args.month
            ? monthRange(args.month)
            : [
                monthStart(ctx.now),
                new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() + 1, 1)),
              ]
          return usageByResourceType(ctx.db, a.id, since, until)
        },
      }),
      virtualMachines: t.field({
        type: VirtualMachinePage,
        args: { offset: t.arg.int(), limit: t.arg.int() },
        resolve: (a, args, ctx) => pageVms(ctx.db, { billingAccountId: a.id }, paging(args)),
      }),
    }),
  })

  Usage.implement({
    fields: (t) => ({
      resourceType: t.exposeString('resourceType'),
      hours: t.exposeInt('hours'),
      amount: t.exposeString('amount', { description: 'An exact decimal in the account currency.' }),
    }),
  })
}
