import { z } from 'zod'

/** The feature switches of SPEC.md §6, one per product area, as CONTRACTS.md spells them. */
export const FEATURE_KEYS = [
  'virtual_machines',
  'disks',
  'bare_metal',
  'buckets',
  'vpcs',
  'ip_addresses',
  'load_balancers',
  'managed_services',
  'access_delegation',
  'api_tokens',
  'billing_accounts',
] as const

/** A feature switch name; see {@link FEATURE_KEYS}. */
export type FeatureKey = (typeof FEATURE_KEYS)[number]

/** Zod schema of the `features` object: every switch is a required boolean. */
export const ConsoleFeaturesSchema = z.object({
  virtual_machines: z.boolean(),
  disks: z.boolean(),
  bare_metal: z.boolean(),
  buckets: z.boolean(),
  vpcs: z.boolean(),
  ip_addresses: z.boolean(),
  load_balancers: z.boolean(),
  managed_services: z.boolean(),
  access_delegation: z.boolean(),
  api_tokens: z.boolean(),
  billing_accounts: z.boolean(),
})

/**
 * Response of `GET /v1/config/console` (CONTRACTS.md): the platform configuration of SPEC.md §6. Features hide
 * their nav entries; `disksEnabled` and `firewallEnabled` empty the disk and firewall lists when off;
 * `adminBareMetalEnabled` is the separate admin flag for bare metal; a support button appears when `supportUrl`
 * is set (SPEC.md §2 Layout behaviour).
 */
export const ConsoleConfigSchema = z.object({
  features: ConsoleFeaturesSchema,
  disksEnabled: z.boolean(),
  firewallEnabled: z.boolean(),
  adminBareMetalEnabled: z.boolean(),
  supportUrl: z.string().min(1).nullable(),
  graphqlPath: z.string().min(1),
})

/** Parsed `GET /v1/config/console`; see {@link ConsoleConfigSchema}. */
export type ConsoleConfig = z.infer<typeof ConsoleConfigSchema>

/**
 * The configuration a fresh platform serves: every feature and list on, bare metal on for admins, no support
 * URL (so no support button), GraphQL at `/graphql`.
 */
export const defaultConsoleConfig: ConsoleConfig = {
  features: {
    virtual_machines: true,
    disks: true,
    bare_metal: true,
    buckets: true,
    vpcs: true,
    ip_addresses: true,
    load_balancers: true,
    managed_services: true,
    access_delegation: true,
    api_tokens: true,
    billing_accounts: true,
  },
  disksEnabled: true,
  firewallEnabled: true,
  adminBareMetalEnabled: true,
  supportUrl: null,
  graphqlPath: '/graphql',
}
