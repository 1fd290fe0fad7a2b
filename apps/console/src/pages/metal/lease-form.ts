/**
 * The lease create form (/metal/create): state shaped like the screen — one login method at a time, optional
 * fields as empty strings — checked with the domain's shared rules and converted to the lease create body
 * (`MetalLeaseCreateInput`, CONTRACTS.md "Non-Warren endpoints").
 */
import { z } from 'zod'
import { VmNameSchema, type MetalLeaseCreateInput } from '@cirrus/domain'
import { checkLogin, LOGIN_METHODS, type LoginMethod } from '../../forms/login'

/** The form as the screen holds it. */
export type LeaseForm = {
  /** Location slug; the create goes to `/{location}/metal/lease`. */
  location: string
  /** Machine type name, e.g. `bm.medium`. */
  machineType: string
  osName: string
  osVersion: string
  /** Optional; the platform names the lease after its machine when empty. */
  name: string
  /** The billing account, or null when the user has none to choose (the platform then uses the default). */
  billingAccountId: number | null
  loginMethod: LoginMethod
  password: string
  publicKey: string
}

/** The form's starting values. */
export function defaultLeaseForm(init: Partial<LeaseForm> & { location: string }): LeaseForm {
  return {
    machineType: '',
    osName: '',
    osVersion: '',
    name: '',
    billingAccountId: null,
    loginMethod: 'ssh_key',
    password: '',
    publicKey: '',
    ...init,
  }
}

/** The form's validation: what the platform checks too, shown beside each field before sending. */
export const leaseFormSchema = z
  .object({
    location: z.string().min(1, 'Choose a location'),
    machineType: z.string().min(1, 'Choose a machine type'),
    osName: z.string().min(1, 'Choose an operating system'),
    osVersion: z.string().min(1, 'Choose a version'),
    name: z.union([z.literal(''), z.string().trim().pipe(VmNameSchema)]),
    billingAccountId: z.number().int().positive().nullable(),
    loginMethod: z.enum(LOGIN_METHODS),
    password: z.string(),
    publicKey: z.string(),
  })
  .superRefine(checkLogin) satisfies z.ZodType<LeaseForm, LeaseForm>

/** Converts the form to the create call: only the chosen login is sent, empty optional fields are left out. */
export function toLeaseRequest(form: LeaseForm): { location: string; input: MetalLeaseCreateInput } {
  const input: MetalLeaseCreateInput = {
    machine_type: form.machineType,
    os_name: form.osName,
    os_version: form.osVersion,
  }
  if (form.name.trim() !== '') input.display_name = form.name.trim()
  if (form.billingAccountId !== null) input.billing_account_id = form.billingAccountId
  if (form.loginMethod === 'password') input.password = form.password
  else input.public_key = form.publicKey.trim()
  return { location: form.location, input }
}

/** The fields a retry link carries (never the password). */
const RETRY_FIELDS = [
  'location',
  'machineType',
  'osName',
  'osVersion',
  'name',
  'loginMethod',
  'publicKey',
] as const

/** The search parameters of the failure toast's "Retry" link (SPEC §4): the form without its password. */
export function leaseRetryParams(form: LeaseForm): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of RETRY_FIELDS) params.set(key, form[key])
  if (form.billingAccountId !== null) params.set('billingAccountId', String(form.billingAccountId))
  return params
}

/** The form a retry link brings back, over `defaults`; unknown or malformed values are ignored. */
export function leaseFormFromRetry(params: URLSearchParams, defaults: LeaseForm): LeaseForm {
  const form = { ...defaults }
  for (const key of RETRY_FIELDS) {
    const value = params.get(key)
    if (value === null) continue
    if (key === 'loginMethod') form.loginMethod = value === 'password' ? 'password' : 'ssh_key'
    else form[key] = value
  }
  const account = Number(params.get('billingAccountId'))
  if (params.has('billingAccountId') && Number.isInteger(account) && account > 0)
    form.billingAccountId = account
  return form
}
