import { useState } from 'react'
import { Badge, Button, Card, Checkbox, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import type { Currency, CurrencyCreateInput } from '@cirrus/domain'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link CurrenciesView}. */
export type CurrenciesViewProps = {
  /** Every currency; undefined while loading. */
  currencies: readonly Currency[] | undefined
  error?: string
  onRetry?: () => void
  /** Adds a currency. */
  onCreate: (input: CurrencyCreateInput) => void
  /** Field errors of the last add, by field (`code`, `name`, `exchange_rate`). */
  fieldErrors?: Record<string, string>
}

const fields = [
  { id: 'code', label: 'Code (ISO 4217)' },
  { id: 'name', label: 'Name' },
  { id: 'exchange_rate', label: 'Exchange rate (per 1 of the default currency)' },
] as const

/** /currencies: currencies and exchange rates used by price lists (issue 13). */
export function CurrenciesView({
  currencies,
  error,
  onRetry,
  onCreate,
  fieldErrors = {},
}: CurrenciesViewProps) {
  const [form, setForm] = useState({ code: '', name: '', exchange_rate: '' })
  const [copy, setCopy] = useState(true)
  const columns: DataTableColumn<Currency>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (c) => c.code,
      primary: true,
      sortable: true,
      sortValue: (c) => c.code,
    },
    { id: 'name', header: 'Name', cell: (c) => c.name, filterable: true },
    { id: 'rate', hideBelow: 'xs', header: 'Exchange rate', cell: (c) => c.exchange_rate, numeric: true },
    {
      id: 'default',
      hideBelow: 'xs',
      header: 'Default',
      value: (c) => (c.is_default ? 'default' : ''),
      cell: (c) =>
        c.is_default ? (
          <Badge highContrast color="green">
            Default
          </Badge>
        ) : null,
    },
    {
      id: 'prices',
      hideBelow: 'xs',
      header: 'Prices',
      value: (c) => (c.has_prices ? 'yes' : 'no'),
      cell: (c) => (c.has_prices ? 'In the price list' : <Text color="gray">None yet</Text>),
    },
    {
      id: 'accounts',
      hideBelow: 'xs',
      header: 'Billing accounts',
      cell: (c) => c.billing_account_count,
      numeric: true,
    },
  ]
  return (
    <AdminScreen
      title="Currencies"
      description="The price list has prices per currency; rates convert the default currency’s prices."
    >
      <DataTable
        label="Currencies"
        columns={columns}
        rows={currencies ?? []}
        getRowId={(c) => c.code}
        loading={currencies === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No currencies yet"
        searchable
        columnChooserKey="cirrus.admin.currencies.columns"
        csvFileName="currencies.csv"
      />
      <Card>
        <Flex direction="column" gap="3" asChild>
          <form
            aria-label="Add a currency"
            onSubmit={(event) => {
              event.preventDefault()
              onCreate({ ...form, code: form.code.trim().toUpperCase(), copy_prices: copy })
            }}
          >
            <Heading as="h2" size="4">
              Add a currency
            </Heading>
            <Flex gap="4" wrap="wrap">
              {fields.map((f) => (
                <Flex direction="column" gap="1" key={f.id}>
                  <Text as="label" htmlFor={`currency-${f.id}`} size="2" weight="medium">
                    {f.label}
                  </Text>
                  <TextField.Root
                    id={`currency-${f.id}`}
                    value={form[f.id]}
                    onChange={(e) => setForm({ ...form, [f.id]: e.target.value })}
                  />
                  {fieldErrors[f.id] && (
                    <Text size="1" color="red">
                      {fieldErrors[f.id]}
                    </Text>
                  )}
                </Flex>
              ))}
            </Flex>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={copy} onCheckedChange={(on) => setCopy(on === true)} />
                Copy the default currency’s prices at this rate (from the next full hour)
              </Flex>
            </Text>
            <Flex>
              <Button type="submit">Add currency</Button>
            </Flex>
          </form>
        </Flex>
      </Card>
    </AdminScreen>
  )
}
