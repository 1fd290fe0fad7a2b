import { useState, type FormEvent } from 'react'
import { Box, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, CardPicker, Field, LocationPicker, Select, Switch } from '@cirrus/design-system'
import { apiRequests, type BillingAccount, type PriceList, type ServiceOffer } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import type { CreateLocation } from '../../app/locations'
import { Section } from '../../components/Section'
import {
  isKubernetesForm,
  serviceCreatePrice,
  serviceCreateRequest,
  validateServiceCreate,
  withService,
  type ServiceCreateErrors,
  type ServiceCreateForm,
} from './service-create'
import { ServicePrice } from './ServicePrice'

/** Props of {@link ServiceCreateView}. */
export type ServiceCreateViewProps = {
  /** The form's starting values (defaults, or a retried create from the search parameters). */
  initial: ServiceCreateForm
  /** The platform's service catalogue. */
  catalogue: readonly ServiceOffer[]
  /** Where a service can be created. */
  locations: readonly CreateLocation[]
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The current price list; undefined while loading. */
  priceList: PriceList | undefined
  /** Creates the service with a valid form. */
  onSubmit: (form: ServiceCreateForm) => void
  /** True while the platform creates the service. */
  submitting: boolean
}

/** A whole-number field with its error beside it. */
function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string
  value: number
  onChange: (value: number) => void
  error?: string | undefined
  hint?: string
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <TextField.Root
        type="number"
        inputMode="numeric"
        value={Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
    </Field>
  )
}

/**
 * /services/create (issue 12): the service from the platform's catalogue and its version, location, worker
 * size (vCPU, RAM), volume size, for Kubernetes the minimum and maximum workers and the zones (for a database
 * one or three nodes), the name and billing account — with the hourly price range (SPEC §9: disk = volume size
 * × worker count) and the request under "Show API request". Errors show beside their fields.
 */
export function ServiceCreateView({
  initial,
  catalogue,
  locations,
  billingAccounts,
  priceList,
  onSubmit,
  submitting,
}: ServiceCreateViewProps) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<ServiceCreateErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const update = (next: ServiceCreateForm) => {
    setForm(next)
    if (submitted) setErrors(validateServiceCreate(next, catalogue))
  }
  const set = <K extends keyof ServiceCreateForm>(key: K, value: ServiceCreateForm[K]) =>
    update({ ...form, [key]: value })

  const offer = catalogue.find((o) => o.service === form.service)
  const kubernetes = isKubernetesForm(form, catalogue)
  const price = serviceCreatePrice(form, catalogue, priceList)
  const currency = price.min?.currency ?? priceList?.default_currency ?? 'EUR'
  const valid = Object.keys(validateServiceCreate(form, catalogue)).length === 0
  const apiRequest = useApiRequest(
    valid ? apiRequests.service.create(serviceCreateRequest(form, catalogue)) : null,
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateServiceCreate(form, catalogue)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(form)
  }

  const nodes = kubernetes
    ? `${form.minimum}–${form.maximum} workers`
    : `${form.multiNode ? 3 : 1} node${form.multiNode ? 's' : ''}`
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create a managed service
        </Heading>
        <Text size="2" color="gray">
          A Kubernetes cluster or a database on VMs of its own, billed by the hour; the price updates as you
          go.
        </Text>
      </Flex>
      <form onSubmit={submit} noValidate aria-label="Create a managed service">
        <Flex gap="5" wrap="wrap" align="start">
          <Flex direction="column" gap="4" flexGrow="1" flexBasis="480px" minWidth="0">
            <Section title="Service">
              <CardPicker
                label="Service"
                options={catalogue.map((o) => ({
                  value: o.service,
                  title: o.display_name,
                  description: `Versions ${o.versions.join(', ')}`,
                }))}
                value={form.service}
                onValueChange={(service) => {
                  const chosen = catalogue.find((o) => o.service === service)
                  if (chosen) update(withService(form, chosen))
                }}
                error={errors.service}
              />
              <Select
                label="Version"
                value={form.version || undefined}
                placeholder="Select a version"
                onValueChange={(v) => set('version', v)}
                error={errors.version}
                options={(offer?.versions ?? []).map((v) => ({ value: v, label: v }))}
              />
            </Section>
            <Section title="Location">
              <LocationPicker
                locations={locations.map((l) => ({
                  value: l.slug,
                  name: l.displayName,
                  countryCode: l.countryCode,
                  description: l.description,
                }))}
                value={form.location}
                onValueChange={(slug) =>
                  update({ ...form, location: slug, zones: form.zones === form.location ? slug : form.zones })
                }
                error={errors.location}
                minCardWidth="180px"
              />
            </Section>
            <Section title={kubernetes ? 'Workers' : 'Nodes'}>
              <Flex gap="3" wrap="wrap">
                <NumberField
                  label="vCPUs"
                  value={form.vcpu}
                  onChange={(v) => set('vcpu', v)}
                  error={errors.vcpu}
                />
                <NumberField
                  label="RAM (MB)"
                  value={form.ramMb}
                  onChange={(v) => set('ramMb', v)}
                  error={errors.ramMb}
                />
                <NumberField
                  label="Volume size (GB)"
                  value={form.volumeGb}
                  onChange={(v) => set('volumeGb', v)}
                  error={errors.volumeGb}
                  hint={kubernetes ? 'Each worker gets one.' : undefined}
                />
              </Flex>
              {kubernetes ? (
                <Flex gap="3" wrap="wrap" mt="3">
                  <NumberField
                    label="Minimum workers"
                    value={form.minimum}
                    onChange={(v) => set('minimum', v)}
                    error={errors.minimum}
                  />
                  <NumberField
                    label="Maximum workers"
                    value={form.maximum}
                    onChange={(v) => set('maximum', v)}
                    error={errors.maximum}
                  />
                  <Field label="Zones" hint="Comma-separated." error={errors.zones}>
                    <TextField.Root value={form.zones} onChange={(e) => set('zones', e.target.value)} />
                  </Field>
                </Flex>
              ) : (
                <Box mt="3">
                  <Switch
                    label="High availability (three nodes)"
                    checked={form.multiNode}
                    onCheckedChange={(checked) => set('multiNode', checked)}
                  />
                </Box>
              )}
            </Section>
            <Section title="Name and billing">
              <Field label="Name" error={errors.name}>
                <TextField.Root
                  autoComplete="off"
                  value={form.name}
                  onChange={(e) => set('name', e.target.value)}
                />
              </Field>
              <Select
                label="Billing account"
                value={form.billingAccountId === null ? undefined : String(form.billingAccountId)}
                placeholder="Select an account"
                onValueChange={(v) => set('billingAccountId', Number(v))}
                error={errors.billingAccountId}
                options={billingAccounts.map((a) => ({
                  value: String(a.id),
                  label: a.title,
                  disabled: !a.is_active,
                }))}
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
                  {offer?.display_name ?? 'No service'} {form.version} · {nodes} · {form.vcpu} vCPU ·{' '}
                  {form.ramMb} MB RAM · {form.volumeGb} GB each
                </Text>
                <Box aria-live="polite">
                  <ServicePrice price={price} currency={currency} size="3" monthly />
                </Box>
                <Button type="submit" size="3" loading={submitting}>
                  Create service
                </Button>
              </Flex>
            </Card>
          </Box>
        </Flex>
      </form>
    </Flex>
  )
}
