/**
 * The service create form (issue 12): its state, its checks (the domain's bounds, so the form refuses what
 * the platform's schema refuses), the request it sends, its price range (SPEC §9: disk = volume size × worker
 * count) and the search parameters of a retry link (SPEC §2: /services/create "accepts search parameters").
 * Pure; the view and the hook use it.
 */
import {
  SERVICE_LIMITS,
  VM_SIZE_CAPS,
  createSearchParams,
  readCreateSearchParams,
  serviceHourlyPrice,
  type PriceList,
  type ServiceOffer,
  type ServicePackageCreateInput,
} from '@cirrus/domain'

/** What the form holds. */
export type ServiceCreateForm = {
  /** The catalogue's service name (`kubernetes`, `postgresql`, …). */
  service: string
  version: string
  name: string
  location: string
  billingAccountId: number | null
  /** Worker (or node) size. */
  vcpu: number
  ramMb: number
  /** Each worker's volume (a database node's disk), GB. */
  volumeGb: number
  /** Kubernetes: the worker count range. */
  minimum: number
  maximum: number
  /** Kubernetes: the zones, comma-separated as typed. */
  zones: string
  /** Databases: three nodes instead of one. */
  multiNode: boolean
}

/** Errors beside the fields. */
export type ServiceCreateErrors = Partial<Record<keyof ServiceCreateForm, string>>

/** The form's starting values: the first offer of the catalogue with its default size. */
export function defaultServiceCreateForm(
  catalogue: readonly ServiceOffer[],
  values: Partial<ServiceCreateForm>,
): ServiceCreateForm {
  const offer = catalogue[0]
  return {
    service: offer?.service ?? '',
    version: offer?.versions[0] ?? '',
    name: '',
    location: '',
    billingAccountId: null,
    vcpu: offer?.defaults.vm_cpu ?? 2,
    ramMb: offer?.defaults.vm_ram ?? 4096,
    volumeGb: offer?.defaults.vm_disk_gb ?? 40,
    minimum: 1,
    maximum: 3,
    zones: values.location ?? '',
    multiNode: false,
    ...values,
  }
}

/** The form after choosing another service: its newest version and its default size. */
export function withService(form: ServiceCreateForm, offer: ServiceOffer): ServiceCreateForm {
  return {
    ...form,
    service: offer.service,
    version: offer.versions[0] ?? '',
    vcpu: offer.defaults.vm_cpu,
    ramMb: offer.defaults.vm_ram,
    volumeGb: offer.defaults.vm_disk_gb,
  }
}

/** Whether the chosen service runs as Kubernetes workers (min/max workers and zones apply). */
export function isKubernetesForm(form: ServiceCreateForm, catalogue: readonly ServiceOffer[]): boolean {
  return catalogue.find((o) => o.service === form.service)?.kind === 'kubernetes'
}

/** The zones as a list. */
export function zoneList(form: Pick<ServiceCreateForm, 'zones'>): string[] {
  return form.zones
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean)
}

const whole = (value: number, min: number, max: number, what: string): string | undefined =>
  Number.isInteger(value) && value >= min && value <= max
    ? undefined
    : `${what} must be a whole number from ${min} to ${max}`

/** Checks the form; an empty object when it can be sent. */
export function validateServiceCreate(
  form: ServiceCreateForm,
  catalogue: readonly ServiceOffer[],
): ServiceCreateErrors {
  const errors: ServiceCreateErrors = {}
  const offer = catalogue.find((o) => o.service === form.service)
  if (!offer) errors.service = 'Choose a service'
  else if (!offer.versions.includes(form.version)) errors.version = 'Choose a version'
  if (!form.name.trim()) errors.name = 'Give the service a name'
  if (!form.location) errors.location = 'Choose a location'
  if (form.billingAccountId === null) errors.billingAccountId = 'Choose a billing account'
  const vcpu = whole(form.vcpu, 1, VM_SIZE_CAPS.vcpu, 'vCPUs')
  if (vcpu) errors.vcpu = vcpu
  const ram = whole(form.ramMb, 512, VM_SIZE_CAPS.ramMb, 'RAM (MB)')
  if (ram) errors.ramMb = ram
  const volume = whole(form.volumeGb, 1, VM_SIZE_CAPS.diskGb, 'Volume size (GB)')
  if (volume) errors.volumeGb = volume
  if (isKubernetesForm(form, catalogue)) {
    const min = whole(form.minimum, 1, SERVICE_LIMITS.nodesPerGroup, 'Minimum workers')
    if (min) errors.minimum = min
    const max = whole(form.maximum, 1, SERVICE_LIMITS.nodesPerGroup, 'Maximum workers')
    if (max) errors.maximum = max
    else if (!min && form.maximum < form.minimum) errors.maximum = 'Maximum workers must not be below minimum'
    const zones = zoneList(form)
    if (zones.length === 0) errors.zones = 'Name at least one zone'
    else if (zones.length > SERVICE_LIMITS.zones) errors.zones = `At most ${SERVICE_LIMITS.zones} zones`
  }
  return errors
}

/** The `POST /user-resource/service/package` body of a form (API-NOTES §9). */
export function serviceCreateRequest(
  form: ServiceCreateForm,
  catalogue: readonly ServiceOffer[],
): ServicePackageCreateInput {
  const kubernetes = isKubernetesForm(form, catalogue)
  return {
    ...(form.billingAccountId !== null ? { billing_account_id: form.billingAccountId } : {}),
    service: form.service,
    version: form.version,
    display_name: form.name.trim(),
    vm_cpu: form.vcpu,
    vm_ram: form.ramMb,
    vm_disk_gb: form.volumeGb,
    package_parameters: kubernetes
      ? { location: form.location, minimum: form.minimum, maximum: form.maximum, zones: zoneList(form) }
      : { location: form.location },
    ...(kubernetes ? {} : { is_multi_node: form.multiNode }),
  }
}

/**
 * The hourly price range of the form: Kubernetes workers priced once at the minimum and once at the maximum
 * count, each with a volume (so disk = volume size × worker count, SPEC §9); a database's one or three nodes.
 */
export function serviceCreatePrice(
  form: ServiceCreateForm,
  catalogue: readonly ServiceOffer[],
  priceList: PriceList | null | undefined,
) {
  const nodes = isKubernetesForm(form, catalogue)
    ? { minimum: form.minimum, maximum: form.maximum }
    : { minimum: form.multiNode ? 3 : 1, maximum: form.multiNode ? 3 : 1 }
  const worker = { machine: { vcpu: form.vcpu, ram: form.ramMb }, volume: { size: form.volumeGb }, ...nodes }
  const { min, max } = serviceHourlyPrice(
    { properties: { spec: { provider: { workers: [worker] } } } },
    { list: priceList },
  )
  return { min, max }
}

/** The retry link's search parameters: the form as it was sent (SPEC §8). */
export function serviceRetryRequest(form: ServiceCreateForm): Record<string, unknown> {
  return { retry: 1, ...form }
}

/** The search parameters of {@link serviceRetryRequest}, for tests and links. */
export function serviceRetrySearchParams(form: ServiceCreateForm): URLSearchParams {
  return createSearchParams(serviceRetryRequest(form))
}

/** The form from a retry link over the defaults; values that do not parse are left at their defaults. */
export function serviceFormFromSearch(search: string, defaults: ServiceCreateForm): ServiceCreateForm {
  const raw = readCreateSearchParams(search)
  if (raw.retry === undefined) return defaults
  const text = (key: keyof ServiceCreateForm) =>
    typeof raw[key] === 'string' ? (raw[key] as string) : undefined
  const int = (key: keyof ServiceCreateForm, fallback: number) => {
    const n = Number(text(key))
    return Number.isInteger(n) && n > 0 ? n : fallback
  }
  const account = Number(text('billingAccountId'))
  return {
    service: text('service') || defaults.service,
    version: text('version') || defaults.version,
    name: text('name') ?? defaults.name,
    location: text('location') || defaults.location,
    billingAccountId: Number.isInteger(account) && account > 0 ? account : defaults.billingAccountId,
    vcpu: int('vcpu', defaults.vcpu),
    ramMb: int('ramMb', defaults.ramMb),
    volumeGb: int('volumeGb', defaults.volumeGb),
    minimum: int('minimum', defaults.minimum),
    maximum: int('maximum', defaults.maximum),
    zones: text('zones') ?? defaults.zones,
    multiNode: text('multiNode') === 'true',
  }
}
