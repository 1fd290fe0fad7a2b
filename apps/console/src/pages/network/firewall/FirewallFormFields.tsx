import { TextArea, TextField } from '@radix-ui/themes'
import { Field, Select } from '@cirrus/design-system'
import type { BillingAccount } from '@cirrus/domain'
import type { FirewallForm, FirewallFormErrors } from './firewall-form'
import { FirewallRuleTable } from './FirewallRuleTable'

/** Props of the firewall form's fields. */
export type FirewallFormFieldsProps = {
  form: FirewallForm
  onChange: (form: FirewallForm) => void
  errors: FirewallFormErrors
  /** Show every error (after a submit), not only those of fields already left. */
  showAllErrors: boolean
  /** The billing accounts to choose from; omit to hide the choice (an update keeps the account). */
  billingAccounts?: readonly BillingAccount[]
  disabled?: boolean
}

/** The name and description (and, on create, the billing account) of a firewall. */
export function FirewallDetailsFields({
  form,
  onChange,
  errors,
  showAllErrors,
  billingAccounts,
  disabled = false,
}: FirewallFormFieldsProps) {
  const set = (patch: Partial<FirewallForm>) => onChange({ ...form, ...patch })
  return (
    <>
      <Field label="Name" error={showAllErrors || form.name !== '' ? errors.name : undefined}>
        <TextField.Root
          autoComplete="off"
          value={form.name}
          disabled={disabled}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>
      <Field label="Description (optional)" error={errors.description}>
        <TextArea
          rows={2}
          value={form.description}
          disabled={disabled}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      {billingAccounts && (
        <Select
          label="Billing account"
          value={form.billingAccountId === null ? '' : String(form.billingAccountId)}
          onValueChange={(v) => set({ billingAccountId: Number(v) })}
          error={showAllErrors ? errors.billingAccountId : undefined}
          disabled={disabled}
          options={billingAccounts.map((a) => ({
            value: String(a.id),
            label: a.title,
            disabled: !a.is_active,
          }))}
        />
      )}
    </>
  )
}

/** The firewall's rules, editable. */
export function FirewallRulesField({
  form,
  onChange,
  errors,
  showAllErrors,
  disabled = false,
}: Omit<FirewallFormFieldsProps, 'billingAccounts'>) {
  return (
    <FirewallRuleTable
      rules={form.rules}
      onChange={(rules) => onChange({ ...form, rules })}
      errors={errors.rules}
      showAllErrors={showAllErrors}
      disabled={disabled}
    />
  )
}
