import { useState } from 'react'
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes'
import { DataTable, StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import {
  CAMPAIGN_TYPES,
  CAMPAIGN_TYPE_LABELS,
  formatDateTime,
  type Campaign,
  type CampaignCreateInput,
  type CampaignType,
} from '@cirrus/domain'
import { AdminFormCard } from '../../components/AdminFormCard'
import {
  CheckboxField,
  KindAndTextFields,
  listTableProps,
  type FormValues,
  type ListWithCreateProps,
} from '../../components/FormFields'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link CampaignsView}. */
export type CampaignsViewProps = {
  /** Every campaign; undefined while loading. */
  campaigns: readonly Campaign[] | undefined
  /** Activates or deactivates a campaign (after creation only this and the description change). */
  onSetActive: (campaign: Campaign, active: boolean) => void
  /** Changes a campaign's internal description. */
  onSetDescription: (campaign: Campaign, description: string) => void
  /** The id of the campaign whose change is running. */
  busyId?: number
} & ListWithCreateProps<CampaignCreateInput>

const textFields = [
  { id: 'code', label: 'Campaign code' },
  { id: 'amount', label: 'Credit amount' },
  { id: 'currency', label: 'Currency' },
  { id: 'description', label: 'Internal description' },
  { id: 'valid_until', label: 'Valid until (UTC, optional)', placeholder: '2026-12-31T23:59:59Z' },
  { id: 'usage_limit', label: 'Usage limit (optional)' },
] as const

type Form = FormValues<typeof textFields>
const EMPTY: Form = {
  code: '',
  amount: '',
  currency: 'EUR',
  description: '',
  valid_until: '',
  usage_limit: '',
}

/** The create input of the form: blank optional fields are left out. */
function inputOf(form: Form, type: CampaignType, active: boolean): CampaignCreateInput {
  return {
    code: form.code.trim(),
    type,
    amount: form.amount.trim(),
    currency: form.currency.trim().toUpperCase(),
    description: form.description.trim(),
    active,
    ...(form.valid_until.trim() ? { valid_until: form.valid_until.trim() } : {}),
    ...(form.usage_limit.trim() ? { usage_limit: Number(form.usage_limit) } : {}),
  }
}

/** The Edit button of a row: a dialog with the internal description, the one text that changes later. */
function DescriptionEdit({
  campaign,
  onSave,
}: {
  campaign: Campaign
  onSave: (description: string) => void
}) {
  const [text, setText] = useState(campaign.description)
  return (
    <Dialog.Root onOpenChange={(open) => open && setText(campaign.description)}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" color="gray" aria-label={`Edit campaign ${campaign.code}`}>
          Edit
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>Edit campaign {campaign.code}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          After creation only the internal description and the status change.
        </Dialog.Description>
        <Flex direction="column" gap="1" mt="3">
          <Text as="label" htmlFor="campaign-edit-description" size="2" weight="medium">
            Internal description
          </Text>
          <TextField.Root
            id="campaign-edit-description"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Flex>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button onClick={() => onSave(text.trim())}>Save</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}

const when = (at: string | null) => (at ? formatDateTime(at, { timeZone: 'UTC' }) : '—')

/** /campaigns (issue 14; ADMIN-NOTES campaigns): promotional credit codes, their use and their active flag. */
export function CampaignsView({
  campaigns,
  error,
  onRetry,
  onCreate,
  fieldErrors = {},
  onSetActive,
  onSetDescription,
  busyId,
}: CampaignsViewProps) {
  const [form, setForm] = useState<Form>(EMPTY)
  const [type, setType] = useState<CampaignType>('all_users')
  const [active, setActive] = useState(true)
  const columns: DataTableColumn<Campaign>[] = [
    {
      id: 'code',
      header: 'Code',
      primary: true,
      sortable: true,
      sortValue: (c) => c.code,
      cell: (c) => c.code,
      value: (c) => c.code,
    },
    {
      id: 'type',
      hideBelow: 'xs',
      header: 'Type',
      cell: (c) => CAMPAIGN_TYPE_LABELS[c.type],
      value: (c) => c.type,
    },
    {
      id: 'amount',
      header: 'Credit',
      numeric: true,
      cell: (c) => `${c.amount} ${c.currency}`,
      value: (c) => c.amount,
    },
    {
      id: 'used',
      hideBelow: 'xs',
      header: 'Redeemed',
      numeric: true,
      cell: (c) => (c.usage_limit === null ? `${c.redemptions}` : `${c.redemptions} of ${c.usage_limit}`),
      value: (c) => c.redemptions,
    },
    {
      id: 'until',
      header: 'Valid until (UTC)',
      cell: (c) => when(c.valid_until),
      value: (c) => c.valid_until,
      hideBelow: 'md',
    },
    {
      id: 'description',
      header: 'Description',
      cell: (c) => c.description || '—',
      value: (c) => c.description,
      hideBelow: 'md',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <StatusBadge status={c.active ? 'active' : 'stopped'} label={c.active ? 'Active' : 'Inactive'} />
      ),
      value: (c) => (c.active ? 'Active' : 'Inactive'),
    },
    {
      id: 'actions',
      hideBelow: 'xs',
      header: 'Actions',
      align: 'right',
      cell: (c) => (
        <Flex gap="2" justify="end">
          <DescriptionEdit campaign={c} onSave={(text) => onSetDescription(c, text)} />
          <Button
            size="1"
            variant="soft"
            color={c.active ? 'red' : 'gray'}
            loading={busyId === c.id}
            aria-label={`${c.active ? 'Deactivate' : 'Activate'} campaign ${c.code}`}
            onClick={() => onSetActive(c, !c.active)}
          >
            {c.active ? 'Deactivate' : 'Activate'}
          </Button>
        </Flex>
      ),
    },
  ]
  return (
    <AdminScreen
      title="Campaigns"
      description="Promotional credit codes. Customers redeem them on a billing account; the credit is a line of that month’s invoice. After creation only the description and the status change."
    >
      <DataTable
        label="Campaigns"
        columns={columns}
        {...listTableProps(campaigns, { error, onRetry })}
        getRowId={(c) => String(c.id)}
        emptyMessage="No campaigns yet"
        csvFileName="campaigns.csv"
      />
      <AdminFormCard
        title="Add a campaign"
        onSubmit={() => onCreate(inputOf(form, type, active))}
        submitLabel="Add campaign"
      >
        <KindAndTextFields
          choice={{
            id: 'campaign-type-label',
            label: 'Type',
            options: CAMPAIGN_TYPES,
            labels: CAMPAIGN_TYPE_LABELS,
            value: type,
            onChange: setType,
            error: fieldErrors.type,
          }}
          idPrefix="campaign"
          fields={textFields}
          values={form}
          onChange={setForm}
          errors={fieldErrors}
        />
        <CheckboxField label="Active (takes effect at once)" checked={active} onChange={setActive} />
      </AdminFormCard>
    </AdminScreen>
  )
}
