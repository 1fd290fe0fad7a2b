import { useState } from 'react'
import { Button } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import {
  CUSTOM_PRODUCT_UNITS,
  formatDateTime,
  type CustomProduct,
  type CustomProductCreateInput,
  type CustomProductUnit,
} from '@cirrus/domain'
import { AdminFormCard } from '../../components/AdminFormCard'
import {
  KindAndTextFields,
  listTableProps,
  type FormValues,
  type ListWithCreateProps,
} from '../../components/FormFields'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link CustomProductsView}. */
export type CustomProductsViewProps = {
  /** Every custom product; undefined while loading. */
  products: readonly CustomProduct[] | undefined
  /** Opens a product's billing account. */
  onOpenAccount: (product: CustomProduct) => void
} & ListWithCreateProps<CustomProductCreateInput>

const UNIT_LABELS: Record<CustomProductUnit, string> = { pc: 'Once (pc)', h: 'Per hour (h)' }

const textFields = [
  { id: 'billing_account_id', label: 'Billing account id' },
  { id: 'description', label: 'Description (on the invoice)' },
  { id: 'price_per_unit', label: 'Price per unit' },
  { id: 'start_date', label: 'Start (UTC, optional: now)', placeholder: '2026-12-01T00:00:00Z' },
  { id: 'end_date', label: 'End (UTC, hourly only, optional)', placeholder: '2026-12-31T23:00:00Z' },
] as const

type Form = FormValues<typeof textFields>
const EMPTY: Form = {
  billing_account_id: '',
  description: '',
  price_per_unit: '',
  start_date: '',
  end_date: '',
}

function inputOf(form: Form, unit: CustomProductUnit): CustomProductCreateInput {
  return {
    billing_account_id: Number(form.billing_account_id),
    description: form.description.trim(),
    price_per_unit: form.price_per_unit.trim(),
    qty_unit: unit,
    ...(form.start_date.trim() ? { start_date: form.start_date.trim() } : {}),
    ...(unit === 'h' && form.end_date.trim() ? { end_date: form.end_date.trim() } : {}),
  }
}

const when = (at: string | null) => (at ? formatDateTime(at, { timeZone: 'UTC' }) : 'Open')

/**
 * /custom_products (issue 14; ADMIN-NOTES custom_products): extra billable products, each on ONE billing account,
 * charged on its invoice lines — once (`pc`) or per hour (`h`).
 */
export function CustomProductsView({
  products,
  error,
  onRetry,
  onCreate,
  fieldErrors = {},
  onOpenAccount,
}: CustomProductsViewProps) {
  const [form, setForm] = useState<Form>(EMPTY)
  const [unit, setUnit] = useState<CustomProductUnit>('h')
  const columns: DataTableColumn<CustomProduct>[] = [
    {
      id: 'description',
      header: 'Product',
      primary: true,
      sortable: true,
      sortValue: (p) => p.description,
      cell: (p) => p.description,
      value: (p) => p.description,
    },
    {
      id: 'account',
      hideBelow: 'xs',
      header: 'Billing account',
      filterable: true,
      cell: (p) => (
        <Button
          size="1"
          variant="ghost"
          aria-label={`Open billing account ${p.billing_account_title}`}
          onClick={() => onOpenAccount(p)}
        >
          {p.billing_account_title}
        </Button>
      ),
      value: (p) => p.billing_account_title,
    },
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      cell: (p) => `${p.price_per_unit} ${p.currency} / ${p.qty_unit}`,
      value: (p) => p.price_per_unit,
    },
    {
      id: 'start',
      hideBelow: 'xs',
      header: 'Start (UTC)',
      cell: (p) => when(p.start_date),
      value: (p) => p.start_date,
    },
    {
      id: 'end',
      header: 'End (UTC)',
      cell: (p) => (p.qty_unit === 'pc' ? '—' : when(p.end_date)),
      value: (p) => p.end_date,
      hideBelow: 'md',
    },
  ]
  return (
    <AdminScreen
      title="Custom products"
      description="Extra services (support plans, setup fees) charged on one billing account’s invoice: once, or every hour from the start (rounded down) to the end (rounded up)."
    >
      <DataTable
        label="Custom products"
        columns={columns}
        {...listTableProps(products, { error, onRetry })}
        getRowId={(p) => p.uuid}
        emptyMessage="No custom products yet"
        csvFileName="custom-products.csv"
      />
      <AdminFormCard
        title="Add a custom product"
        onSubmit={() => onCreate(inputOf(form, unit))}
        submitLabel="Add product"
      >
        <KindAndTextFields
          choice={{
            id: 'product-unit-label',
            label: 'Charged',
            options: CUSTOM_PRODUCT_UNITS,
            labels: UNIT_LABELS,
            value: unit,
            onChange: setUnit,
            error: fieldErrors.qty_unit,
          }}
          idPrefix="product"
          fields={textFields}
          values={form}
          onChange={setForm}
          errors={fieldErrors}
          disabled={unit === 'pc' ? ['end_date'] : []}
        />
      </AdminFormCard>
    </AdminScreen>
  )
}
