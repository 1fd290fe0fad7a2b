import { useState } from 'react'
import { DataTable, StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import {
  formatDateTime,
  type Referral,
  type ReferralOverview,
  type ReferralRule,
  type ReferralRuleInput,
} from '@cirrus/domain'
import { AdminFormCard } from '../../components/AdminFormCard'
import { CheckboxField, TextFields } from '../../components/FormFields'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link ReferralView}. */
export type ReferralViewProps = {
  /** The rule and every referral; undefined while loading. */
  overview: ReferralOverview | undefined
  error?: string
  onRetry?: () => void
  /** Saves the reward rule. */
  onSaveRule: (input: ReferralRuleInput) => void
  /** Field errors of the last save (`amount`, `currency`, `threshold`). */
  fieldErrors?: Record<string, string>
  /** True while a save runs. */
  saving?: boolean
}

const fields = [
  { id: 'amount', label: 'Reward amount' },
  { id: 'currency', label: 'Currency' },
  { id: 'threshold', label: 'Spend threshold of the referred user' },
] as const
type Form = Record<(typeof fields)[number]['id'], string>

const when = (at: string | null) => (at ? formatDateTime(at, { timeZone: 'UTC' }) : '—')

const columns: DataTableColumn<Referral>[] = [
  {
    id: 'referred',
    header: 'Referred user',
    primary: true,
    sortable: true,
    sortValue: (r) => r.referred_email,
    cell: (r) => r.referred_email,
    value: (r) => r.referred_email,
  },
  {
    id: 'referrer',
    header: 'Referred by',
    cell: (r) => r.referrer_email,
    value: (r) => r.referrer_email,
    hideBelow: 'xs',
  },
  { id: 'code', header: 'Code', cell: (r) => r.code, value: (r) => r.code, hideBelow: 'md' },
  {
    id: 'created',
    header: 'Signed up with code (UTC)',
    cell: (r) => when(r.created_at),
    value: (r) => r.created_at,
    hideBelow: 'md',
  },
  {
    id: 'reward',
    header: 'Reward',
    cell: (r) =>
      r.rewarded_at ? (
        <StatusBadge status="active" label={`Paid ${r.reward_amount} ${r.reward_currency}`} />
      ) : (
        <StatusBadge status="pending" label="Waiting for threshold" />
      ),
    value: (r) => (r.rewarded_at ? `${r.reward_amount} ${r.reward_currency}` : ''),
  },
  {
    id: 'paid',
    header: 'Paid at (UTC)',
    cell: (r) => when(r.rewarded_at),
    value: (r) => r.rewarded_at,
    hideBelow: 'md',
  },
]

/** The reward rule form, started from the rule in force (re-keyed when it changes). */
function RuleForm({
  rule,
  onSaveRule,
  fieldErrors,
  saving,
}: Pick<ReferralViewProps, 'onSaveRule' | 'saving'> & {
  rule: ReferralRule
  fieldErrors: Record<string, string>
}) {
  const [form, setForm] = useState<Form>({
    amount: rule.amount,
    currency: rule.currency,
    threshold: rule.threshold,
  })
  const [active, setActive] = useState(rule.active)
  return (
    <AdminFormCard
      title="Reward rule"
      onSubmit={() =>
        onSaveRule({
          active,
          amount: form.amount.trim(),
          currency: form.currency.trim().toUpperCase(),
          threshold: form.threshold.trim(),
        })
      }
      submitLabel="Save rule"
      saving={saving}
    >
      <TextFields idPrefix="referral" fields={fields} values={form} onChange={setForm} errors={fieldErrors} />
      <CheckboxField label="Rewards active" checked={active} onChange={setActive} />
    </AdminFormCard>
  )
}

/**
 * /referral (Referral Program, issue 14; ADMIN-NOTES referral): the reward rule, who referred whom and the
 * rewards paid. The platform has no top-ups, so the threshold is the referred user's metered spend; the reward is
 * a credit line on the referrer's invoice.
 */
export function ReferralView({
  overview,
  error,
  onRetry,
  onSaveRule,
  fieldErrors = {},
  saving,
}: ReferralViewProps) {
  return (
    <AdminScreen
      title="Referral Program"
      description="Every user has a referral code. When a user who signed up with it has spent the threshold, the referrer is credited the reward on their next invoice."
    >
      {overview && (
        <RuleForm
          key={JSON.stringify(overview.rule)}
          rule={overview.rule}
          onSaveRule={onSaveRule}
          fieldErrors={fieldErrors}
          saving={saving}
        />
      )}
      <DataTable
        label="Referrals"
        columns={columns}
        rows={overview?.referrals ?? []}
        getRowId={(r) => String(r.id)}
        loading={overview === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No referrals yet"
        searchable
        csvFileName="referrals.csv"
      />
    </AdminScreen>
  )
}
