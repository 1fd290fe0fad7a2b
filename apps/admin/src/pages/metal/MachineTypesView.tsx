import { useState } from 'react'
import { Badge, Button, Flex, Select, Text, TextField } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import {
  METAL_DISK_KINDS,
  MetalTypeCreateInputSchema,
  type AdminMetalType,
  type MetalTypeCreateInput,
  type MetalTypeUpdateInput,
} from '@cirrus/domain'
import { AdminFormCard } from '../../components/AdminFormCard'
import { FormField, issuesByField } from './FormField'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link MachineTypesView}. */
export type MachineTypesViewProps = {
  /** Every machine type (retired ones last); undefined while loading. */
  types: readonly AdminMetalType[] | undefined
  error?: string
  onRetry?: () => void
  /** Adds a machine type. */
  onCreate: (input: MetalTypeCreateInput) => void
  /** Changes a machine type (anything but its name). */
  onUpdate: (type: AdminMetalType, input: MetalTypeUpdateInput) => void
  /** Retires a machine type. */
  onRetire: (type: AdminMetalType) => void
  /** Field errors of the last save, by field, as the platform answered them. */
  fieldErrors?: Record<string, string>
}

type Form = {
  name: string
  display_name: string
  cpu_model: string
  cpu_cores: string
  ram_gb: string
  disk_count: string
  disk_size_gb: string
  disk_kind: (typeof METAL_DISK_KINDS)[number]
  hourly_price: string
}

const EMPTY: Form = {
  name: '',
  display_name: '',
  cpu_model: '',
  cpu_cores: '',
  ram_gb: '',
  disk_count: '1',
  disk_size_gb: '',
  disk_kind: 'nvme',
  hourly_price: '',
}

const formOf = (t: AdminMetalType): Form => ({
  name: t.name,
  display_name: t.display_name,
  cpu_model: t.cpu_model,
  cpu_cores: String(t.cpu_cores),
  ram_gb: String(t.ram_gb),
  disk_count: String(t.disks.length),
  disk_size_gb: String(t.disks[0]?.size_gb ?? ''),
  disk_kind: (t.disks[0]?.kind as Form['disk_kind']) ?? 'nvme',
  hourly_price: t.hourly_price,
})

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/** The input a form stands for: disks are `disk_count` disks of one size and kind. */
function inputOf(f: Form): MetalTypeCreateInput {
  const count = Math.max(0, Math.min(64, Math.trunc(num(f.disk_count)) || 0))
  return {
    name: f.name.trim(),
    display_name: f.display_name,
    cpu_model: f.cpu_model,
    cpu_cores: num(f.cpu_cores),
    ram_gb: num(f.ram_gb),
    disks: Array.from({ length: count }, () => ({ size_gb: num(f.disk_size_gb), kind: f.disk_kind })),
    hourly_price: f.hourly_price,
  }
}

const disksText = (t: AdminMetalType) =>
  t.disks.map((d) => `${d.size_gb} GB ${d.kind.toUpperCase()}`).join(' + ')

const textFields = [
  { id: 'display_name', label: 'Display name' },
  { id: 'cpu_model', label: 'CPU model' },
  { id: 'cpu_cores', label: 'CPU cores' },
  { id: 'ram_gb', label: 'RAM (GB)' },
  { id: 'disk_count', label: 'Disks' },
  { id: 'disk_size_gb', label: 'Disk size (GB)' },
] as const

/** /metal/specs (Machine Types): the hardware customers lease, its hourly price and stock (issue 14). */
export function MachineTypesView({
  types,
  error,
  onRetry,
  onCreate,
  onUpdate,
  onRetire,
  fieldErrors = {},
}: MachineTypesViewProps) {
  const [form, setForm] = useState<Form>(EMPTY)
  const [editing, setEditing] = useState<AdminMetalType | null>(null)
  const [checked, setChecked] = useState<Record<string, string>>({})
  const errors: Record<string, string | undefined> = {
    disk_count: fieldErrors.disks,
    ...fieldErrors,
    ...checked,
  }
  const currency = types?.find((t) => t.currency)?.currency ?? ''
  const columns: DataTableColumn<AdminMetalType>[] = [
    {
      id: 'name',
      header: 'Machine type',
      primary: true,
      value: (t) => `${t.display_name} (${t.name})`,
      sortable: true,
      sortValue: (t) => t.name,
      filterable: true,
      cell: (t) => (
        <Flex gap="2" align="center">
          {t.display_name} <Text color="gray">({t.name})</Text>
          {t.retired && (
            <Badge color="gray" highContrast>
              Retired
            </Badge>
          )}
        </Flex>
      ),
    },
    { id: 'cpu', header: 'CPU', cell: (t) => `${t.cpu_cores} × ${t.cpu_model}`, hideBelow: 'sm' },
    { id: 'ram', hideBelow: 'xs', header: 'RAM', cell: (t) => `${t.ram_gb} GB`, numeric: true },
    { id: 'disks', header: 'Disks', cell: disksText, hideBelow: 'md' },
    {
      id: 'price',
      header: 'Hourly price',
      cell: (t) => `${t.hourly_price} ${t.currency}`,
      numeric: true,
      sortable: true,
      sortValue: (t) => Number(t.hourly_price),
    },
    {
      id: 'stock',
      hideBelow: 'xs',
      header: 'Machines (leased)',
      cell: (t) => `${t.machine_count} (${t.leased_count})`,
      numeric: true,
    },
    {
      id: 'actions',
      hideBelow: 'xs',
      header: 'Actions',
      align: 'right',
      value: () => '',
      cell: (t) =>
        t.retired ? null : (
          <Flex gap="2" justify="end">
            <Button
              size="1"
              variant="soft"
              aria-label={`Edit ${t.name}`}
              onClick={() => {
                setEditing(t)
                setForm(formOf(t))
                setChecked({})
              }}
            >
              Edit
            </Button>
            <Button
              size="1"
              variant="soft"
              color="red"
              aria-label={`Retire ${t.name}`}
              disabled={t.machine_count > 0}
              onClick={() => onRetire(t)}
            >
              Retire
            </Button>
          </Flex>
        ),
    },
  ]
  const submit = () => {
    const input = inputOf(form)
    const parsed = MetalTypeCreateInputSchema.safeParse(input)
    // A disk's own error stands beside the disk size, the list's (none, too many) beside the disk count.
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((i) =>
          i.path[0] === 'disks' ? { ...i, path: [i.path.length > 1 ? 'disk_size_gb' : 'disk_count'] } : i,
        )
    const found = issuesByField(issues)
    if (editing) delete found.name
    setChecked(found)
    if (Object.keys(found).length > 0) return
    if (editing) {
      const { name: _name, ...update } = input
      onUpdate(editing, update)
    } else onCreate(input)
  }
  const field = (id: (typeof textFields)[number]['id'], label: string) => (
    <FormField key={id} id={`metal-type-${id}`} label={label} error={errors[id]}>
      <TextField.Root
        id={`metal-type-${id}`}
        value={form[id]}
        aria-invalid={errors[id] ? true : undefined}
        onChange={(e) => setForm({ ...form, [id]: e.target.value })}
      />
    </FormField>
  )
  const heading = editing ? `Edit ${editing.name}` : 'Add a machine type'
  return (
    <AdminScreen
      title="Machine types"
      description="The bare metal hardware customers lease. A price is the type’s own in the price list, from the moment it is saved; a type with machines in stock cannot be retired."
    >
      <DataTable
        label="Machine types"
        columns={columns}
        rows={types ?? []}
        getRowId={(t) => t.uuid}
        loading={types === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No machine types yet"
        searchable
        columnChooserKey="cirrus.admin.metal-types.columns"
        csvFileName="machine-types.csv"
      />
      <AdminFormCard
        title={heading}
        noValidate
        onSubmit={submit}
        actions={
          <Flex gap="2">
            <Button type="submit">{editing ? 'Save machine type' : 'Add machine type'}</Button>
            {editing && (
              <Button
                type="button"
                variant="soft"
                color="gray"
                onClick={() => {
                  setEditing(null)
                  setForm(EMPTY)
                  setChecked({})
                }}
              >
                Cancel
              </Button>
            )}
          </Flex>
        }
      >
        <Flex gap="4" wrap="wrap">
          <FormField id="metal-type-name" label="Name" error={errors.name}>
            <TextField.Root
              id="metal-type-name"
              value={form.name}
              disabled={editing !== null}
              placeholder="bm.xlarge"
              aria-invalid={errors.name ? true : undefined}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          </FormField>
          {textFields.map((f) => field(f.id, f.label))}
          <FormField id="metal-type-disk-kind" label="Disk kind">
            <Select.Root
              value={form.disk_kind}
              onValueChange={(v) => setForm({ ...form, disk_kind: v as Form['disk_kind'] })}
            >
              <Select.Trigger id="metal-type-disk-kind" aria-label="Disk kind" />
              <Select.Content>
                {METAL_DISK_KINDS.map((k) => (
                  <Select.Item key={k} value={k}>
                    {k.toUpperCase()}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </FormField>
          <FormField
            id="metal-type-hourly_price"
            label={`Hourly price${currency ? ` (${currency})` : ''}`}
            error={errors.hourly_price}
          >
            <TextField.Root
              id="metal-type-hourly_price"
              value={form.hourly_price}
              placeholder="0.616438"
              aria-invalid={errors.hourly_price ? true : undefined}
              onChange={(e) => setForm({ ...form, hourly_price: e.target.value })}
            />
          </FormField>
        </Flex>
      </AdminFormCard>
    </AdminScreen>
  )
}
