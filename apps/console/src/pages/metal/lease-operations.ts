/**
 * Following a lease's provisioning (the platform answers the create at once, `provisioning`, and its durable
 * operation makes the lease `active`): re-read it until it leaves `provisioning`, at most the progress toast's
 * lifetime (SPEC §4, §9: 3 minutes).
 */
import { constants, isApiError, type MetalLease } from '@cirrus/domain'

/** While a lease provisions, it is re-read this often. */
export const PROVISION_POLL_MS = 2000

/** How one read and one wait are done (injected by tests). */
export type FollowDeps = {
  read: () => Promise<MetalLease>
  wait: (ms: number) => Promise<void>
  now: () => number
}

/**
 * The lease once it left `provisioning` (active, or released when provisioning failed and was rolled back), or
 * still provisioning when the deadline passed (the page keeps following it).
 */
export async function followProvisioning(
  deps: FollowDeps,
  pollMs = PROVISION_POLL_MS,
  deadlineMs = constants.toasts.progressLifetimeMs,
): Promise<MetalLease> {
  const end = deps.now() + deadlineMs
  for (;;) {
    const lease = await deps.read()
    if (lease.status !== 'provisioning' || deps.now() + pollMs > end) return lease
    await deps.wait(pollMs)
  }
}

/** The form field a platform field error belongs to (the lease create body's spelling → the form's). */
export const LEASE_FIELDS: Record<string, string> = {
  machine_type: 'machineType',
  os_name: 'osName',
  os_version: 'osVersion',
  display_name: 'name',
  billing_account_id: 'billingAccountId',
  password: 'password',
  public_key: 'publicKey',
}

/** The platform's field errors of a failed create, keyed by form field (shown beside each field). */
export function leaseFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {}
  const out: Record<string, string> = {}
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = LEASE_FIELDS[field]
    if (name) out[name] = message
  }
  return out
}
