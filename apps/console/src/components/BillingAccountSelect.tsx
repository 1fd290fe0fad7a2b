import type { ReactNode } from 'react'
import { Select } from '@cirrus/design-system'
import type { BillingAccount } from '@cirrus/domain'

/**
 * The billing account a resource is charged to: every account of the user, the inactive ones shown but not
 * choosable. Shared by the create forms and the "change billing account" dialogs.
 */
export function BillingAccountSelect({
  accounts,
  value,
  onChange,
  error,
  placeholder,
}: {
  /** The user's billing accounts. */
  accounts: readonly BillingAccount[]
  /** The chosen account's id, or null for none yet. */
  value: number | null
  /** Called with the chosen account's id. */
  onChange: (id: number) => void
  /** Why the choice is refused, shown beside the field. */
  error?: ReactNode
  /** What the field says while no account is chosen (the Select's own default otherwise). */
  placeholder?: string
}) {
  return (
    <Select
      label="Billing account"
      value={value === null ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      error={error}
      placeholder={placeholder}
      options={accounts.map((a) => ({ value: String(a.id), label: a.title, disabled: !a.is_active }))}
    />
  )
}
