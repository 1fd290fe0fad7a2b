/**
 * The VM create form (issue 5, /compute/create): state shaped like the screen — RAM in GB, one login method at a
 * time, optional fields as empty strings — converted to Warren's create body on submit (API-NOTES §7.3: `ram`
 * in MB, `disks` in GB, `reserve_public_ip`, …).
 */
import { z } from 'zod'
import {
  DOCUMENTED_GUEST_LIMITS,
  SSH_PUBLIC_KEY_MESSAGE,
  TEXT_LIMITS,
  VM_PASSWORD_MESSAGE,
  VmNameSchema,
  VmPasswordSchema,
  VmUsernameSchema,
  createSearchParams,
  guestLimitsFor,
  isSshPublicKey,
  isWindowsOs,
} from '@cirrus/domain'
import type { CreateVmRequest, GuestLimits, HostPool, PricedVm } from '@cirrus/domain'

/** How the user logs in to the new VM. */
export const LOGIN_METHODS = ['password', 'ssh_key'] as const
/** A login method. */
export type LoginMethod = (typeof LOGIN_METHODS)[number]

/** The form as the screen holds it. */
export type VmCreateForm = {
  /** Location slug; the create call goes to `/{location}/user-resource/vm`. */
  location: string
  name: string
  /** Image family, e.g. `ubuntu`. */
  osName: string
  /** Image version, e.g. `24.04`. */
  osVersion: string
  vcpu: number
  /** RAM in GB as the slider shows it; sent as MB. */
  ramGb: number
  /** Boot disk in GB. */
  diskGb: number
  /** The billing account, or null when the user has none to choose (the platform then uses the default). */
  billingAccountId: number | null
  /** VPC network uuid, or `''` for the location's default network (API-NOTES §5). */
  networkUuid: string
  /** Host pool (server class) uuid, or `''` for the location's default pool. */
  poolUuid: string
  /** Reserve and assign a public IPv4 (`reserve_public_ip`, platform default true). */
  publicIp: boolean
  /** Automatic backups. */
  backup: boolean
  username: string
  loginMethod: LoginMethod
  password: string
  publicKey: string
  /** Cloud-init user data (JSON or YAML), merged over the platform's; `''` for none. */
  cloudInit: string
}

/** Documented fallback limits when a host pool gives none (API-NOTES §7.6; the domain's, as the platform's). */
export const FALLBACK_GUEST_LIMITS: GuestLimits = DOCUMENTED_GUEST_LIMITS

/**
 * The guest limits of a host pool: the given pool's, else the location's default designated pool's, else the
 * documented fallback (API-NOTES §7.6 recommendation); for a Windows guest with Windows' minimums (the domain's
 * `guestLimitsFor`, as the platform checks).
 */
export function poolLimits(
  pools: readonly HostPool[] | undefined,
  poolUuid?: string | null,
  windows = false,
): GuestLimits {
  const pool = pools?.find((p) => p.uuid === poolUuid) ?? pools?.find((p) => p.is_default_designated)
  return guestLimitsFor(pool?.guest_limits ?? FALLBACK_GUEST_LIMITS, windows)
}

/** MB per GB, as Warren counts RAM (SPEC §9: "memory divided by 1024 as GB"). */
export const MB_PER_GB = 1024

/** The RAM limits of a pool in the form's unit (GB, in steps of 0.5 GB). */
export function ramLimitsGb(limits: GuestLimits): { min: number; max: number } {
  return { min: limits.ram_mb.min / MB_PER_GB, max: limits.ram_mb.max / MB_PER_GB }
}

/** The form's starting values: the smallest sensible machine within the pool's limits. */
export function defaultVmCreateForm(init: {
  location: string
  limits: GuestLimits
  osName?: string
  osVersion?: string
  billingAccountId?: number | null
}): VmCreateForm {
  const ram = ramLimitsGb(init.limits)
  return {
    location: init.location,
    name: '',
    osName: init.osName ?? '',
    osVersion: init.osVersion ?? '',
    vcpu: clamp(2, init.limits.cpu.min, init.limits.cpu.max),
    ramGb: clamp(2, ram.min, ram.max),
    diskGb: clamp(20, init.limits.disk_gb.min, init.limits.disk_gb.max),
    billingAccountId: init.billingAccountId ?? null,
    networkUuid: '',
    poolUuid: '',
    publicIp: true,
    backup: false,
    username: '',
    loginMethod: 'password',
    password: '',
    publicKey: '',
    cloudInit: '',
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/**
 * The form's validation, within the chosen pool's guest limits (API-NOTES §7.2, §7.6). The documented rules
 * of §7.6 (name, username, password, public key) are the domain's, the same the platform validates the create
 * body with (`VmCreateInputSchema`), checked here so mistakes show inline, next to the field, before the
 * three-minute wait.
 */
export function vmCreateFormSchema(limits: GuestLimits) {
  const ram = ramLimitsGb(limits)
  const within = (label: string, min: number, max: number, unit = '') =>
    z
      .number({ error: `${label} is required` })
      .min(min, `${label} must be at least ${min}${unit}`)
      .max(max, `${label} can be at most ${max}${unit}`)
  return z
    .object({
      location: z.string().min(1, 'Choose a location'),
      name: z.string().trim().pipe(VmNameSchema),
      osName: z.string().min(1, 'Choose an operating system'),
      osVersion: z.string().min(1, 'Choose a version'),
      vcpu: within('CPU', limits.cpu.min, limits.cpu.max).int('CPU must be a whole number'),
      ramGb: within('RAM', ram.min, ram.max, ' GB').multipleOf(0.5, 'RAM goes in steps of 0.5 GB'),
      diskGb: within('Disk', limits.disk_gb.min, limits.disk_gb.max, ' GB').int('Disk must be whole GB'),
      billingAccountId: z.number().int().positive().nullable(),
      networkUuid: z.string(),
      poolUuid: z.string(),
      publicIp: z.boolean(),
      backup: z.boolean(),
      username: z.string().trim().pipe(VmUsernameSchema),
      loginMethod: z.enum(LOGIN_METHODS),
      password: z.string(),
      publicKey: z.string(),
      cloudInit: z.string().max(TEXT_LIMITS.cloudInit, `Use at most ${TEXT_LIMITS.cloudInit} characters`),
    })
    .superRefine((form, ctx) => {
      if (form.loginMethod === 'password' && !VmPasswordSchema.safeParse(form.password).success) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: VM_PASSWORD_MESSAGE })
      }
      if (form.loginMethod === 'ssh_key' && !isSshPublicKey(form.publicKey)) {
        ctx.addIssue({ code: 'custom', path: ['publicKey'], message: SSH_PUBLIC_KEY_MESSAGE })
      }
    }) satisfies z.ZodType<VmCreateForm, VmCreateForm>
}

/** What a submit sends: the location of the call and Warren's create body. */
export type VmCreateSubmission = { location: string; request: CreateVmRequest }

/**
 * Converts the form to the create call (API-NOTES §7.3). RAM goes from GB to MB; only the chosen login method
 * is sent; the default network and pool are left to the platform by leaving their fields out; empty optional
 * text is left out rather than sent blank.
 */
export function toCreateVmSubmission(form: VmCreateForm): VmCreateSubmission {
  const request: CreateVmRequest = {
    name: form.name.trim(),
    os_name: form.osName,
    os_version: form.osVersion,
    vcpu: form.vcpu,
    ram: Math.round(form.ramGb * MB_PER_GB),
    disks: form.diskGb,
    reserve_public_ip: form.publicIp,
    backup: form.backup,
  }
  if (form.billingAccountId !== null) request.billing_account_id = form.billingAccountId
  if (form.networkUuid !== '') request.network_uuid = form.networkUuid
  if (form.poolUuid !== '') request.designated_pool_uuid = form.poolUuid
  if (form.username.trim() !== '') request.username = form.username.trim()
  if (form.loginMethod === 'password') request.password = form.password
  else request.public_key = form.publicKey.trim()
  if (form.cloudInit.trim() !== '') request.cloud_init = form.cloudInit
  return { location: form.location, request }
}

/**
 * The VM the form describes, as the domain pricing engine reads it: a running machine with the chosen CPU, RAM
 * (MB), one primary disk and the chosen pool's rule set (issue 5: "the hourly price updates with every choice").
 * Price it with `vmPriceBreakdown(draft, ctx, { assignedIps: form.publicIp ? 1 : 0 })`.
 */
export function pricedDraft(
  form: Pick<VmCreateForm, 'vcpu' | 'ramGb' | 'diskGb' | 'poolUuid'> & { osName?: string },
  defaultPoolUuid?: string | null,
): PricedVm {
  return {
    status: 'running',
    vcpu: form.vcpu,
    memory: Math.round(form.ramGb * MB_PER_GB),
    storage: [{ size: form.diskGb, primary: true, replica: [] }],
    designated_pool_uuid: form.poolUuid || defaultPoolUuid || null,
    // A Windows guest's licence is billed per vCPU (API-NOTES §2).
    ...(isWindowsOs(form.osName) ? { license_type: 'WINDOWS' } : {}),
  }
}

/** Form fields that never go into a URL (the retry link): secrets stay in memory only. */
const SECRET_FIELDS = ['password'] as const

/**
 * The search parameters of the "Retry" link of a failed create (SPEC §4, §8): the form without its secrets, so
 * the link brings the form back filled (API-NOTES: /compute/create reads them back with {@link formFromRetry}).
 */
export function retrySearchParams(form: VmCreateForm): URLSearchParams {
  const safe: Record<string, unknown> = { ...form }
  for (const key of SECRET_FIELDS) delete safe[key]
  return createSearchParams(safe)
}

/**
 * A form filled from a retry link's parameters over `defaults`: each known field is read back in its own type;
 * unknown or malformed values are ignored.
 */
export function formFromRetry(params: URLSearchParams, defaults: VmCreateForm): VmCreateForm {
  // Every field is a scalar, read as written (createSearchParams writes them with String()); JSON-looking
  // text such as a cloud-init document stays text.
  const form: VmCreateForm = { ...defaults }
  const text = (key: keyof VmCreateForm) => params.get(key) ?? undefined
  const num = (key: keyof VmCreateForm) => {
    const value = Number(text(key))
    return text(key) !== undefined && Number.isFinite(value) ? value : undefined
  }
  const bool = (key: keyof VmCreateForm) =>
    text(key) === 'true' ? true : text(key) === 'false' ? false : undefined
  for (const key of [
    'location',
    'name',
    'osName',
    'osVersion',
    'networkUuid',
    'poolUuid',
    'username',
    'publicKey',
    'cloudInit',
  ] as const) {
    form[key] = text(key) ?? form[key]
  }
  for (const key of ['vcpu', 'ramGb', 'diskGb'] as const) form[key] = num(key) ?? form[key]
  for (const key of ['publicIp', 'backup'] as const) form[key] = bool(key) ?? form[key]
  const account = text('billingAccountId')
  if (account !== undefined) form.billingAccountId = num('billingAccountId') ?? null
  const method = text('loginMethod')
  if (method === 'password' || method === 'ssh_key') form.loginMethod = method
  return form
}

/** True when a retry link has form parameters (a create to bring back). */
export function isRetry(params: URLSearchParams): boolean {
  return params.has('name') && params.has('location')
}
