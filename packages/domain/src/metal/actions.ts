import type { ActionAvailability } from '../config/vm-actions.js'
import type { LeaseState } from './schema.js'

/**
 * Whether a lease can be released (the platform's rule, routes/metal.ts): only an active one; a provisioning
 * lease is still being installed, a released one is gone. The reason is what a disabled button says.
 */
export function leaseReleaseAvailability(lease: {
  readonly status: LeaseState
  readonly display_name: string
}): ActionAvailability {
  if (lease.status === 'provisioning') {
    return { enabled: false, reason: 'The server is still being provisioned' }
  }
  if (lease.status === 'released') return { enabled: false, reason: 'The server is already released' }
  return { enabled: true }
}
