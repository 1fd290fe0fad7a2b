import { useState } from 'react'
import { Badge, Button, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import {
  DEFAULT_RULE_SET,
  type AdminPriceList,
  type PriceChangeInput,
  type PricePreview,
  type PricePreviewAccount,
  type PriceRule,
} from '@cirrus/domain'
import { AdminFormCard } from '../../components/AdminFormCard'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link PricesView}. */
export type PricesViewProps = {
  /** Every price list version; undefined while loading. */
  versions: readonly AdminPriceList[] | undefined
  error?: string
  onRetry?: () => void
  /** Asks what a change does to every customer's hourly cost. */
  onPreview: (change: PriceChangeInput) => void
  /** The preview of the change being edited; undefined until asked. */
  preview?: PricePreview
  /** Saves the change (after its preview). */
  onSave: (change: PriceChangeInput) => void
  /** Field errors of the last preview or save, by field (`price_per_unit`, `effective_from`). */
  fieldErrors?: Record<string, string>
  /** True while a preview or save runs. */
  busy?: boolean
  /**
   * Names of the rule sets for people: a rule set other than `DEFAULT` is keyed by a designated host pool's uuid
   * (API-NOTES §2.2) and overrides DEFAULT's prices for VMs of that pool.
   */
  ruleSetNames?: Readonly<Record<string, string>>
}

/** A rule set's name for people. */
export const ruleSetLabel = (key: string, names: Readonly<Record<string, string>> = {}) =>
  key === DEFAULT_RULE_SET ? 'Default' : (names[key] ?? key)

const threshold = (r: PriceRule) => r.num_cpus_from ?? r.gigabytes_from ?? null

/** /prices (Price Lists): the list in force per currency, a price or tier edited with a preview and an effective date. */
export function PricesView(props: PricesViewProps) {
  const { versions, error, onRetry, onPreview, preview, onSave, fieldErrors = {}, busy, ruleSetNames } = props
  const current = versions?.find((v) => v.status === 'current')
  const codes = Object.keys(current?.currencies ?? {})
  const [currency, setCurrency] = useState<string>()
  const shown = currency ?? current?.default_currency ?? 'EUR'
  const ruleSets = current?.currencies[shown]?.rule_sets ?? {}
  const setKeys = [
    DEFAULT_RULE_SET,
    ...Object.keys(ruleSets)
      .filter((k) => k !== DEFAULT_RULE_SET)
      .sort(),
  ]
  const [ruleSet, setRuleSet] = useState(DEFAULT_RULE_SET)
  const shownSet = setKeys.includes(ruleSet) ? ruleSet : DEFAULT_RULE_SET
  const rules = ruleSets[shownSet] ?? []
  const [editing, setEditing] = useState<PriceRule>()
  const [price, setPrice] = useState('')
  const [from, setFrom] = useState('')
  const change = (): PriceChangeInput | undefined =>
    editing && {
      currency: shown,
      rule_set: shownSet,
      resource_type: editing.resource_type,
      ...(editing.num_cpus_from != null ? { num_cpus_from: editing.num_cpus_from } : {}),
      ...(editing.gigabytes_from != null ? { gigabytes_from: editing.gigabytes_from } : {}),
      price_per_unit: price.trim(),
      ...(from ? { effective_from: new Date(`${from}Z`).toISOString() } : {}),
    }
  const columns: DataTableColumn<PriceRule>[] = [
    {
      id: 'type',
      header: 'Resource',
      cell: (r) => r.resource_type,
      primary: true,
      filterable: true,
      sortable: true,
      sortValue: (r) => r.resource_type,
    },
    {
      id: 'description',
      hideBelow: 'xs',
      header: 'Description',
      cell: (r) => r.description,
      filterable: true,
    },
    {
      id: 'from',
      hideBelow: 'xs',
      header: 'Tier from',
      cell: (r) => threshold(r) ?? '—',
      value: (r) => threshold(r),
      numeric: true,
    },
    {
      id: 'price',
      header: `Price per hour (${shown})`,
      cell: (r) => String(r.price_per_unit),
      numeric: true,
    },
    {
      id: 'edit',
      hideBelow: 'xs',
      header: 'Edit',
      value: () => '',
      cell: (r) => (
        <Button
          size="1"
          variant="soft"
          aria-label={`Edit ${r.description}`}
          onClick={() => {
            setEditing(r)
            setPrice(String(r.price_per_unit))
            setFrom('')
          }}
        >
          Edit
        </Button>
      ),
    },
  ]
  const previewColumns: DataTableColumn<PricePreviewAccount>[] = [
    { id: 'account', header: 'Billing account', cell: (a) => a.title, primary: true },
    { id: 'owner', header: 'Owner', cell: (a) => a.owner_email },
    { id: 'before', header: 'Now per hour', cell: (a) => `${a.before} ${a.currency}`, numeric: true },
    { id: 'after', header: 'After per hour', cell: (a) => `${a.after} ${a.currency}`, numeric: true },
    { id: 'delta', header: 'Change', cell: (a) => a.delta, numeric: true },
  ]
  const versionColumns: DataTableColumn<AdminPriceList>[] = [
    {
      id: 'from',
      hideBelow: 'xs',
      header: 'In force from (UTC)',
      cell: (v) => v.effective_from.slice(0, 16).replace('T', ' '),
      primary: true,
      sortable: true,
      sortValue: (v) => v.effective_from,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (v) => (
        <Badge
          highContrast
          color={v.status === 'current' ? 'green' : v.status === 'scheduled' ? 'blue' : 'gray'}
        >
          {v.status === 'past' ? 'past (locked)' : v.status}
        </Badge>
      ),
      value: (v) => v.status,
    },
  ]
  return (
    <AdminScreen
      title="Price Lists"
      description="Hourly prices without VAT. A change applies from its date on; months already billed stay locked."
    >
      {setKeys.length > 1 && (
        <Flex gap="2" align="center">
          <Text as="label" htmlFor="price-rule-set">
            Rule set
          </Text>
          <Select.Root
            value={shownSet}
            onValueChange={(next) => {
              setRuleSet(next)
              setEditing(undefined)
            }}
          >
            <Select.Trigger id="price-rule-set" aria-label="Rule set" />
            <Select.Content>
              {setKeys.map((k) => (
                <Select.Item key={k} value={k}>
                  {ruleSetLabel(k, ruleSetNames)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      )}
      {codes.length > 1 && (
        <Flex gap="2" align="center">
          <Text as="label" htmlFor="price-currency">
            Currency
          </Text>
          <Select.Root value={shown} onValueChange={setCurrency}>
            <Select.Trigger id="price-currency" aria-label="Currency" />
            <Select.Content>
              {codes.map((c) => (
                <Select.Item key={c} value={c}>
                  {c}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      )}
      <DataTable
        label={
          shownSet === DEFAULT_RULE_SET
            ? `Prices in ${shown}`
            : `Prices in ${shown}, ${ruleSetLabel(shownSet, ruleSetNames)}`
        }
        columns={columns}
        rows={rules}
        getRowId={(r) => `${r.resource_type}:${threshold(r) ?? ''}`}
        loading={versions === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No prices in this currency yet"
        searchable
        columnChooserKey="cirrus.admin.prices.columns"
        csvFileName={`prices-${shown}.csv`}
      />
      {editing && (
        <AdminFormCard
          title={editing.description}
          label={`Edit ${editing.description}`}
          onSubmit={() => {
            const c = change()
            if (c) onPreview(c)
          }}
          actions={
            <>
              <Flex gap="2">
                <Button type="submit" variant="soft" loading={busy}>
                  Preview
                </Button>
                <Button
                  type="button"
                  disabled={!preview || busy}
                  onClick={() => {
                    const c = change()
                    if (c) onSave(c)
                  }}
                >
                  Save price
                </Button>
                <Button type="button" variant="ghost" color="gray" onClick={() => setEditing(undefined)}>
                  Cancel
                </Button>
              </Flex>
              {preview && (
                <Flex direction="column" gap="2">
                  <Text>
                    {preview.previous_price ?? 'new tier'} → {preview.new_price} {preview.currency}:{' '}
                    {preview.changed_accounts} billing account{preview.changed_accounts === 1 ? '' : 's'}{' '}
                    change.
                  </Text>
                  <DataTable
                    label="What the change does to each customer"
                    columns={previewColumns}
                    rows={preview.accounts}
                    getRowId={(a) => String(a.billing_account_id)}
                    emptyMessage="No customer has resources priced by this"
                  />
                </Flex>
              )}
            </>
          }
        >
          <Flex gap="4" wrap="wrap">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="price-value" size="2" weight="medium">
                Price per hour ({shown})
              </Text>
              <TextField.Root
                id="price-value"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                inputMode="decimal"
              />
              {fieldErrors.price_per_unit && (
                <Text size="1" color="red">
                  {fieldErrors.price_per_unit}
                </Text>
              )}
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="price-from" size="2" weight="medium">
                Effective from (UTC, empty: now)
              </Text>
              <TextField.Root
                id="price-from"
                type="datetime-local"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
              {fieldErrors.effective_from && (
                <Text size="1" color="red">
                  {fieldErrors.effective_from}
                </Text>
              )}
            </Flex>
          </Flex>
        </AdminFormCard>
      )}
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Versions
        </Heading>
        <DataTable
          label="Price list versions"
          columns={versionColumns}
          rows={versions ?? []}
          getRowId={(v) => String(v.id)}
          loading={versions === undefined && !error}
          defaultSort={{ columnId: 'from', direction: 'desc' }}
          emptyMessage="No price list yet"
        />
      </Flex>
    </AdminScreen>
  )
}
