import { useEffect, useState, type FormEvent } from 'react'
import { Box, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, Field, NumberSlider, Price, Select } from '@cirrus/design-system'
import {
  apiRequests,
  DISK_SIZE_GB,
  diskHourlyPrice,
  terraformResources,
  type BillingAccount,
  type PriceList,
  type Vm,
} from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { displayAmount } from '../../app/money'
import { BillingAccountSelect } from '../../components/BillingAccountSelect'
import { Section } from '../../components/Section'
import { CreateLocationPicker } from '../../forms/CreateLocationPicker'
import type { CreateLocation } from '../../app/locations'
import {
  diskCreateRequest,
  validateDiskCreate,
  type DiskCreateErrors,
  type DiskCreateForm,
} from './disk-create'

/** Props of {@link DiskCreateView}. */
export type DiskCreateViewProps = {
  /** The form's starting values (defaults, or a retried create). */
  initial: DiskCreateForm
  /** Where a disk can be created. */
  locations: readonly CreateLocation[]
  /** The chosen location's VMs, to attach the disk to; undefined while loading. */
  vms: readonly Vm[] | undefined
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The current price list; undefined while loading. */
  priceList: PriceList | undefined
  /** Called when the location changes, so the page loads that location's VMs. */
  onLocationChange: (slug: string) => void
  /** Creates the disk with a valid form. */
  onSubmit: (form: DiskCreateForm) => void
  /** True while the platform creates (and attaches) the disk. */
  submitting: boolean
}

/** The Select value of "no VM" (Radix reserves ''). */
const NO_VM = 'none'

/**
 * /disks/create (issue 10): location, size, an optional VM to attach the disk to and the billing account —
 * with the hourly price updating on every choice. Errors show beside their fields.
 */
export function DiskCreateView({
  initial,
  locations,
  vms,
  billingAccounts,
  priceList,
  onLocationChange,
  onSubmit,
  submitting,
}: DiskCreateViewProps) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<DiskCreateErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const set = <K extends keyof DiskCreateForm>(key: K, value: DiskCreateForm[K]) => {
    const next = { ...form, [key]: value }
    // A VM of another location cannot take the disk.
    if (key === 'location' && value !== form.location) next.vmUuid = ''
    setForm(next)
    // After a first attempt, errors follow every change.
    if (submitted) setErrors(validateDiskCreate(next))
  }

  const location = form.location
  useEffect(() => {
    onLocationChange(location)
  }, [location, onLocationChange])
  const liveVms = (vms ?? []).filter((vm) => vm.status !== 'deleted')
  const price = priceList ? diskHourlyPrice({ size_gb: form.sizeGb }, { list: priceList }).price : undefined
  const currency = price?.currency ?? priceList?.default_currency ?? 'EUR'
  const vm = liveVms.find((v) => v.uuid === form.vmUuid)
  // "Show API request" (issue 10): the create call the form describes now, and its warren_disk block (with the
  // VM it is attached to; the console attaches it with a second call).
  const body = diskCreateRequest(form)
  const apiRequest = useApiRequest(
    form.location ? apiRequests.disk.create(form.location, body) : null,
    terraformResources.disk(body, vm?.uuid),
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateDiskCreate(form)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(form)
  }

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create a disk
        </Heading>
        <Text size="2" color="gray">
          Block storage billed by the hour per GB, attached to a VM or not; the price updates as you go.
        </Text>
      </Flex>
      <form onSubmit={submit} noValidate aria-label="Create a disk">
        <Flex gap="5" wrap="wrap" align="start">
          <Flex direction="column" gap="4" flexGrow="1" flexBasis="480px" minWidth="0">
            <Section title="Location">
              <CreateLocationPicker
                locations={locations}
                value={form.location}
                onChange={(slug) => set('location', slug)}
                error={errors.location}
              />
            </Section>
            <Section title="Size and name">
              <NumberSlider
                label="Size"
                unit="GB"
                value={form.sizeGb}
                onValueChange={(value) => set('sizeGb', value)}
                min={DISK_SIZE_GB.min}
                max={DISK_SIZE_GB.formMax}
                hint="A disk can grow later but never shrink."
                error={errors.sizeGb}
              />
              <Field label="Name (optional)" error={errors.name}>
                <TextField.Root
                  autoComplete="off"
                  value={form.name}
                  onChange={(e) => set('name', e.target.value)}
                />
              </Field>
            </Section>
            <Section title="Virtual machine and billing">
              <Select
                label="Attach to a virtual machine"
                value={form.vmUuid || NO_VM}
                onValueChange={(v) => set('vmUuid', v === NO_VM ? '' : v)}
                disabled={vms === undefined}
                hint={
                  vms === undefined
                    ? 'Loading the location’s VMs…'
                    : 'Optional: attach it later from its page.'
                }
                options={[
                  { value: NO_VM, label: 'Do not attach (detached disks are still billed)' },
                  ...liveVms.map((v) => ({ value: v.uuid, label: v.name })),
                ]}
              />
              <BillingAccountSelect
                accounts={billingAccounts}
                value={form.billingAccountId}
                placeholder="Select an account"
                onChange={(id) => set('billingAccountId', id)}
                error={errors.billingAccountId}
              />
            </Section>
            {apiRequest && <ApiRequestPanel {...apiRequest} />}
          </Flex>

          <Box flexGrow="1" flexBasis="260px" style={{ position: 'sticky', top: 16 }}>
            <Card size="3">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4">
                  Summary
                </Heading>
                <Text size="2" color="gray">
                  {form.sizeGb} GB disk{vm ? ` · attached to ${vm.name}` : ' · detached'}
                </Text>
                <Box aria-live="polite">
                  <Price
                    amount={price === undefined ? null : displayAmount(price)}
                    currency={currency}
                    size="3"
                  />
                </Box>
                <Button type="submit" size="3" loading={submitting}>
                  Create disk
                </Button>
              </Flex>
            </Card>
          </Box>
        </Flex>
      </form>
    </Flex>
  )
}
