/**
 * Account-level entities: the current user, billing accounts, invoices, API tokens, SSH keys, locations and
 * host pools (API-NOTES §1.1, §7.2, §12; CONTRACTS "Non-Warren endpoints").
 */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  LocationSlugSchema,
  TimestampSchema,
  UuidSchema,
  formBool,
  formInt,
  formString,
  optionalInput,
  orNull,
} from '../http/fields.js'
import { SignUpPasswordSchema, SshPublicKeySchema, TEXT_LIMITS } from '../rules/index.js'

/** The signed-in user (CONTRACTS: `GET /v1/user-resource/user`; API-NOTES §12). `name` is the email. */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_admin: z.boolean().default(false),
  profile_data: z.looseObject({
    first_name: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    last_name: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    email: z.string(),
  }),
  cookie_id: orNull(z.string()),
  last_activity: orNull(z.union([TimestampSchema, z.number()])),
  state: orNull(z.string()),
})
/** The signed-in user. */
export type CurrentUser = z.infer<typeof CurrentUserSchema>

/** Running totals of a billing account (API-NOTES §12). */
export const RunningTotalsSchema = z.looseObject({
  ongoing: orNull(z.number()),
  subtotal: orNull(z.number()),
  vat_tax: orNull(z.number()),
  total: orNull(z.number()),
  credit_available: orNull(z.number()),
})
/** Running totals of a billing account. */
export type RunningTotals = z.infer<typeof RunningTotalsSchema>

/** A billing account (API-NOTES §12). Company/address fields beyond these are kept as sent. */
export const WarrenBillingAccountSchema = z.looseObject({
  id: BillingAccountIdSchema,
  title: z.string(),
  email: orNull(z.string()),
  is_default: z.boolean().default(false),
  is_active: z.boolean().default(true),
  is_deleted: z.boolean().default(false),
  credit_amount: z.number().default(0),
  unpaid_amount: z.number().default(0),
  vat_percentage: z.number().nonnegative().default(0),
  /** e.g. `FROZEN`. */
  restriction_level: orNull(z.string()),
  suspend_reason: orNull(z.string()),
  running_totals: orNull(RunningTotalsSchema),
  primary_card: orNull(z.unknown()),
  site: orNull(z.string()),
  reseller: orNull(z.string()),
})
/** A billing account as the platform sends it. */
export type WarrenBillingAccount = z.infer<typeof WarrenBillingAccountSchema>
/** A billing account with its type tag. */
export type BillingAccount = WarrenBillingAccount & { type: 'billing_account'; location: null }

/** Parses a billing account and tags it. */
export function parseBillingAccount(raw: unknown): BillingAccount {
  return { ...WarrenBillingAccountSchema.parse(raw), type: 'billing_account', location: null }
}

/** One invoice line (CONTRACTS). */
export const InvoiceLineSchema = z.object({
  resource_type: z.string(),
  resource_uuid: orNull(z.string()),
  description: z.string(),
  hours: z.number().nonnegative(),
  amount: z.number(),
})
/** One invoice line. */
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>

/** An invoice (CONTRACTS: `GET /v1/payment/billing_account/{id}/invoices`). `month` is `YYYY-MM`. */
export const InvoiceSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  billing_account_id: BillingAccountIdSchema,
  month: z.string().regex(/^\d{4}-\d{2}$/, 'Expected YYYY-MM'),
  currency: z.string().min(1),
  lines: z.array(InvoiceLineSchema).default([]),
  subtotal: z.number(),
  vat_percentage: z.number().nonnegative(),
  vat_tax: z.number(),
  total: z.number(),
  created_at: orNull(TimestampSchema),
})
/** An invoice. */
export type Invoice = z.infer<typeof InvoiceSchema>

/** An API token (CONTRACTS). A restricted token is bound to one billing account (API-NOTES §1.2). */
export const WarrenApiTokenSchema = z.object({
  id: z.number().int(),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  restricted: z.boolean().default(false),
  billing_account_id: orNull(BillingAccountIdSchema),
  created_at: orNull(TimestampSchema),
  token_prefix: orNull(z.string()),
})
/** An API token as the platform lists it. */
export type WarrenApiToken = z.infer<typeof WarrenApiTokenSchema>
/** An API token with its type tag. */
export type ApiToken = WarrenApiToken & { type: 'api_token'; location: null }

/** Parses an API token and tags it. */
export function parseApiToken(raw: unknown): ApiToken {
  return { ...WarrenApiTokenSchema.parse(raw), type: 'api_token', location: null }
}

/** The create response: the token plus its secret `token`, shown once (CONTRACTS). */
export const ApiTokenCreatedSchema = WarrenApiTokenSchema.extend({ token: z.string().min(1) })
/** A freshly created API token with its secret. */
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>

/** An SSH key (API-NOTES §12). */
export const SshKeySchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  public_key: z.string(),
  user_id: orNull(z.number().int()),
  created_at: orNull(TimestampSchema),
})
/** An SSH key. */
export type SshKey = z.infer<typeof SshKeySchema>

/** A location (API-NOTES §1.1). Some deployments also send `is_published`. */
export const LocationSchema = z.object({
  display_name: z.string(),
  is_default: z.boolean().default(false),
  is_preferred: z.boolean().default(false),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  order_nr: orNull(z.number()),
  slug: LocationSlugSchema,
  country_code: orNull(z.string()),
  is_published: z.boolean().default(true),
})
/** A location. */
export type Location = z.infer<typeof LocationSchema>

const MinMax = z.object({ min: z.number(), max: z.number() })

/** Per-pool guest limits (API-NOTES §7.2, §7.6). */
export const GuestLimitsSchema = z.object({ cpu: MinMax, ram_mb: MinMax, disk_gb: MinMax })
/** Per-pool guest limits. */
export type GuestLimits = z.infer<typeof GuestLimitsSchema>

/**
 * A host pool (server class; API-NOTES §7.2). Each location may have one `is_default_designated` pool
 * (SPEC §3).
 */
export const HostPoolSchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  is_default_designated: z.boolean().default(false),
  is_visible: z.boolean().default(true),
  storage_pool_uuid: orNull(UuidSchema),
  ui_position: orNull(z.number()),
  guest_limits: orNull(GuestLimitsSchema),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
})
/** A host pool. */
export type HostPool = z.infer<typeof HostPoolSchema>

/** The default designated pool of a location, if any (SPEC §3). */
export function defaultDesignatedPool(pools: readonly HostPool[]): HostPool | undefined {
  return pools.find((p) => p.is_default_designated)
}

// ---------------------------------------------------------------------------------------------------------
// Request bodies (CONTRACTS; JSON, the platform accepts forms too).

/** `POST /auth/sign-in`. */
export const SignInInputSchema = z.object({
  email: formString(TEXT_LIMITS.email).pipe(z.string().trim().pipe(z.email())),
  password: formString(TEXT_LIMITS.password).pipe(z.string().min(1)),
})
/** Body of sign-in. */
export type SignInInput = z.infer<typeof SignInInputSchema>

/**
 * `POST /auth/sign-up`. The password follows the sign-up rule (CONTRACTS: a weak password is 400
 * errors.password; rules/index.ts `weakPasswordReason`), the same in the console's form and on the platform.
 */
export const SignUpInputSchema = z.object({
  email: formString(TEXT_LIMITS.email).pipe(z.string().trim().pipe(z.email())),
  password: formString(TEXT_LIMITS.password).pipe(SignUpPasswordSchema),
  first_name: optionalInput(formString()),
  last_name: optionalInput(formString()),
})
/** Body of sign-up. */
export type SignUpInput = z.infer<typeof SignUpInputSchema>

/**
 * The 202 of `POST /auth/sign-up`: the same whether or not the address has an account (CONTRACTS); the mailbox
 * gets the link that finishes the sign-up, or a notice.
 */
export const SignUpAcceptedSchema = z.object({ email: z.string(), message: z.string() })
/** The answer of sign-up. */
export type SignUpAccepted = z.infer<typeof SignUpAcceptedSchema>

/** `POST /auth/sign-up/verify`: the token of the mailed link (`/sign-up/verify?token=…`). */
export const SignUpVerifyInputSchema = z.object({
  token: formString(TEXT_LIMITS.name).pipe(z.string().min(1)),
})
/** Body of the sign-up confirmation. */
export type SignUpVerifyInput = z.infer<typeof SignUpVerifyInputSchema>

/** `POST /v1/user-resource/token` (CONTRACTS). */
export const TokenCreateInputSchema = z.object({
  description: formString(TEXT_LIMITS.description).pipe(z.string().min(1)),
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
  restricted: optionalInput(formBool()),
})
/** Body of token create. */
export type TokenCreateInput = z.infer<typeof TokenCreateInputSchema>

/** `POST /v1/user-resource/ssh_keys` (JSON `{name, public_key}`, API-NOTES §12). */
export const SshKeyCreateInputSchema = z.object({
  name: formString().pipe(z.string().min(1)),
  /** One OpenSSH public key line (API-NOTES §7.6 rule, shared with the VM create form), trimmed. */
  public_key: formString(TEXT_LIMITS.sshKey).pipe(SshPublicKeySchema.transform((key) => key.trim())),
})
/** Body of SSH key create. */
export type SshKeyCreateInput = z.infer<typeof SshKeyCreateInputSchema>

/**
 * What a billing account's quotas count (CONTRACTS "Quotas"): live VMs, their vCPUs and RAM (MB), disks and their
 * total size (GB), public (floating) IPs, networks, load balancers, buckets, managed services and bare-metal leases
 * (provisioning or active).
 */
export const QUOTA_RESOURCES = [
  'vms',
  'vcpu',
  'ram_mb',
  'disks',
  'disk_gb',
  'public_ips',
  'networks',
  'load_balancers',
  'buckets',
  'managed_services',
  'metal_leases',
] as const

/** One quota resource key. */
export type QuotaResource = (typeof QUOTA_RESOURCES)[number]

/** How people read each quota resource (the console's table, the platform's quota error). */
export const QUOTA_LABELS: Record<QuotaResource, string> = {
  vms: 'Virtual machines',
  vcpu: 'vCPUs',
  ram_mb: 'RAM (MB)',
  disks: 'Disks',
  disk_gb: 'Disk space (GB)',
  public_ips: 'Public IPs',
  networks: 'Networks',
  load_balancers: 'Load balancers',
  buckets: 'Buckets',
  managed_services: 'Managed services',
  metal_leases: 'Bare metal servers',
}

/** One quota of a billing account: its limit and what is in use now. */
export const QuotaSchema = z.object({
  resource: z.enum(QUOTA_RESOURCES),
  limit: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
})
/** One quota of a billing account. */
export type Quota = z.infer<typeof QuotaSchema>

/** `GET /v1/account/quotas`: one entry per billing account the caller may use (CONTRACTS "Quotas"). */
export const AccountQuotasSchema = z.object({
  billing_account_id: z.number().int(),
  quotas: z.array(QuotaSchema),
})
/** The quotas of one billing account. */
export type AccountQuotas = z.infer<typeof AccountQuotasSchema>

/** The query of `GET /v1/account/quotas`: one billing account, or every one the caller may use. */
export const AccountQuotasQuerySchema = z.object({
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
})
/** The query of `GET /v1/account/quotas`. */
export type AccountQuotasQuery = z.infer<typeof AccountQuotasQuerySchema>

/**
 * How the top bar's user menu names a user (both apps): first and last name, else the login name; the profile
 * e-mail, else the login name.
 */
export function userLabel(user: Pick<CurrentUser, 'name' | 'profile_data'>): {
  displayName: string
  email: string
} {
  const name = `${user.profile_data.first_name} ${user.profile_data.last_name}`.trim()
  return { displayName: name || user.name, email: user.profile_data.email || user.name }
}
