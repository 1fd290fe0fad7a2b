import type { BillingAccount } from '@cirrus/domain'

/** The default billing account of a create form: the one marked default, else the first active one. */
export function defaultBillingAccount(accounts: readonly BillingAccount[]): number | null {
  return (accounts.find((a) => a.is_default && a.is_active) ?? accounts.find((a) => a.is_active))?.id ?? null
}
