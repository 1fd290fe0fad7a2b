/**
 * The disk create form (issue 10): its state, its checks (the shared disk rules of the domain, so the form
 * refuses what the platform refuses) and the request it sends. Pure; the view and the hook use it.
 */
import {
  DISK_SIZE_GB,
  createSearchParams,
  diskNameError,
  diskSizeError,
  readCreateSearchParams,
  type DiskCreateInput,
} from '@cirrus/domain'

/** What the form holds. */
export type DiskCreateForm = {
  location: string
  name: string
  sizeGb: number
  /** The VM to attach the new disk to, '' for none. */
  vmUuid: string
  billingAccountId: number | null
}

/** Errors beside the fields. */
export type DiskCreateErrors = Partial<Record<keyof DiskCreateForm, string>>

/** A new disk's default size: a small data disk. */
export const DEFAULT_DISK_SIZE_GB = 20

/** The form's starting values. */
export function defaultDiskCreateForm(values: Partial<DiskCreateForm>): DiskCreateForm {
  return {
    location: '',
    name: '',
    sizeGb: DEFAULT_DISK_SIZE_GB,
    vmUuid: '',
    billingAccountId: null,
    ...values,
  }
}

/** Checks the form; an empty object when it can be sent. */
export function validateDiskCreate(form: DiskCreateForm): DiskCreateErrors {
  const errors: DiskCreateErrors = {}
  if (!form.location) errors.location = 'Choose a location'
  const name = diskNameError(form.name.trim())
  if (name) errors.name = name
  const size = diskSizeError(form.sizeGb)
  if (size) errors.sizeGb = size
  if (form.billingAccountId === null) errors.billingAccountId = 'Choose a billing account'
  return errors
}

/** The `POST /{location}/storage/disks` body of a valid form (an empty disk, API-NOTES §3). */
export function diskCreateRequest(form: DiskCreateForm): DiskCreateInput {
  const name = form.name.trim()
  return {
    size_gb: form.sizeGb,
    ...(form.billingAccountId !== null ? { billing_account_id: form.billingAccountId } : {}),
    ...(name ? { display_name: name } : {}),
    source_image_type: 'EMPTY',
  }
}

/** The retry link's search parameters: the form as it was sent (SPEC §4 "A creation failure offers a retry link"). */
export function diskRetrySearchParams(form: DiskCreateForm): URLSearchParams {
  return createSearchParams({ retry: 1, ...form })
}

/** The form from a retry link over the defaults; values that do not parse are left at their defaults. */
export function diskFormFromSearch(search: string, defaults: DiskCreateForm): DiskCreateForm {
  const raw = readCreateSearchParams(search)
  if (raw.retry === undefined) return defaults
  const text = (key: keyof DiskCreateForm) =>
    typeof raw[key] === 'string' ? (raw[key] as string) : undefined
  const size = Number(text('sizeGb'))
  const account = Number(text('billingAccountId'))
  return {
    location: text('location') || defaults.location,
    name: text('name') ?? defaults.name,
    sizeGb: Number.isInteger(size) && size >= DISK_SIZE_GB.min ? size : defaults.sizeGb,
    vmUuid: text('vmUuid') ?? defaults.vmUuid,
    billingAccountId: Number.isInteger(account) && account > 0 ? account : defaults.billingAccountId,
  }
}
