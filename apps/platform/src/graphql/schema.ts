/**
 * The admin read side as GraphQL (issue 13): users, billing accounts, VMs, locations, host pools, images, price
 * lists and usage, with offset paging and filters, for screens that join several resources. Built with Pothos
 * (a code-first, typed schema builder: every resolver is checked against the store's row types by the compiler,
 * with no code generation step) and served by graphql-yoga (graphql/routes.ts).
 *
 * Read only; every caller is an administrator (routes.ts refuses anyone else before a query runs).
 */
import {
  allHostPools,
  allImages,
  allLocations,
  allPriceLists,
  pageBillingAccounts,
  pageUsers,
  pageVms,
  userById,
} from '../store/admin-read.js'
import { listHostUsage } from '../store/hosts.js'
import {
  builder,
  paging,
  User,
  HostPool,
  Host,
  Location,
  Image,
  PriceList,
  UserPage,
  BillingAccountPage,
  VirtualMachinePage,
} from './builder.js'
import { implementInfraTypes } from './types-infra.js'
import { implementPeopleTypes } from './types-people.js'

export type { GraphContext } from './builder.js'

implementPeopleTypes()
implementInfraTypes()

builder.queryType({
  fields: (t) => ({
    users: t.field({
      type: UserPage,
      description: 'Users, newest first: search matches e-mail, names and id.',
      args: {
        search: t.arg.string(),
        isAdmin: t.arg.boolean(),
        suspended: t.arg.boolean(),
        offset: t.arg.int(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        pageUsers(
          ctx.db,
          {
            search: args.search ?? undefined,
            isAdmin: args.isAdmin ?? undefined,
            suspended: args.suspended ?? undefined,
          },
          paging(args),
        ),
    }),
    user: t.field({
      type: User,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => (await userById(ctx.db, args.id)) ?? null,
    }),
    billingAccounts: t.field({
      type: BillingAccountPage,
      description: 'Billing accounts (not deleted), newest first: search matches title, e-mails and id.',
      args: {
        search: t.arg.string(),
        userId: t.arg.int(),
        active: t.arg.boolean(),
        offset: t.arg.int(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        pageBillingAccounts(
          ctx.db,
          {
            search: args.search ?? undefined,
            userId: args.userId ?? undefined,
            active: args.active ?? undefined,
          },
          paging(args),
        ),
    }),
    virtualMachines: t.field({
      type: VirtualMachinePage,
      description: 'VMs of every user, newest first: search matches name, UUID, IPs and owner e-mail.',
      args: {
        search: t.arg.string(),
        status: t.arg.string(),
        location: t.arg.string(),
        userId: t.arg.int(),
        billingAccountId: t.arg.int(),
        offset: t.arg.int(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        pageVms(
          ctx.db,
          {
            search: args.search ?? undefined,
            status: args.status ?? undefined,
            location: args.location ?? undefined,
            userId: args.userId ?? undefined,
            billingAccountId: args.billingAccountId ?? undefined,
          },
          paging(args),
        ),
    }),
    locations: t.field({ type: [Location], resolve: (_root, _args, ctx) => allLocations(ctx.db) }),
    hostPools: t.field({
      type: [HostPool],
      args: { location: t.arg.string() },
      resolve: (_root, args, ctx) => allHostPools(ctx.db, args.location ?? undefined),
    }),
    hosts: t.field({
      type: [Host],
      description:
        'Every hypervisor with its pool and load, by location, pool and name; optionally of one location.',
      args: { location: t.arg.string() },
      resolve: async (_root, args, ctx) =>
        (await listHostUsage(ctx.db)).filter((h) => !args.location || h.location === args.location),
    }),
    images: t.field({ type: [Image], resolve: (_root, _args, ctx) => allImages(ctx.db) }),
    priceLists: t.field({ type: [PriceList], resolve: (_root, _args, ctx) => allPriceLists(ctx.db) }),
  }),
})

/** The executable schema. */
export const adminSchema = builder.toSchema()
