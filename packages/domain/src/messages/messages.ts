/**
 * Every text the console shows after an action (SPEC.md §8), plus the progress texts of long operations
 * (SPEC.md §4) and the error page texts (SPEC.md §2). The apps never spell these strings themselves.
 *
 * Texts quoted in the spec are copied exactly. Where the spec lists a success family without the failure text,
 * the failure is derived in the spec's own pattern: "Error <verb>ing <object>" (e.g. 'Error creating disk',
 * 'Error creating VM'), with "Failed to <verb> <object>" for the families whose example uses it (load balancers:
 * 'Failed to create Load Balancer'; object storage). Such derived texts are marked `// derived` below.
 */

/** The two toast texts of one action. */
export type ActionMessages = {
  /** Toast after the call succeeds. */
  readonly success: string
  /** Toast after the call fails. */
  readonly failure: string
}

/** A create action: its failure toast offers a retry link to the create page (SPEC.md §4). */
export type CreateMessages = ActionMessages & {
  /** Where the failure toast's retry link leads. */
  readonly retryHref: string
}

const pair = (success: string, failure: string): ActionMessages => ({ success, failure })
const create = (success: string, failure: string, retryHref: string): CreateMessages => ({
  success,
  failure,
  retryHref,
})

/** Toast texts keyed by area, then action (SPEC.md §8), e.g. `messages.vm.create.success === 'VM created'`. */
export const messages = {
  disk: {
    create: create('Disk created', 'Error creating disk', '/disks/create'),
    clone: pair('Disk cloned', 'Error cloning disk'), // derived failure
    update: pair('Disk updated', 'Error updating disk'), // derived failure
    delete: pair('Disk deleted', 'Error deleting disk'), // derived failure
    attach: pair('Disk attached', 'Error attaching disk'), // derived failure
    detach: pair('Disk detached', 'Error detaching disk'), // derived failure
    // The disk page resizes and snapshots with the VM-storage texts (vm.resizeDisk, vm.takeSnapshot,
    // vm.deleteSnapshot: the same events); restoring a standalone disk has its own text (issue 10).
    restoreSnapshot: pair('Restored disk from snapshot', 'Error restoring disk from snapshot'), // derived
  },
  ip: {
    create: create('IP Address created', 'Error creating IP Address', '/network/create/ip_address'), // derived failure
    update: pair('IP Address updated', 'Error updating IP Address'), // derived failure
    assign: pair('IP Address assigned to resource', 'Error assigning IP Address to resource'), // derived failure
    unassign: pair('IP Address unassigned', 'Error unassigning IP Address'), // derived failure
    delete: pair('IP Address deleted', 'Error deleting IP Address'), // derived failure
  },
  vpc: {
    create: create('VPC Network created', 'Error creating VPC Network', '/network/create/vpc'), // derived failure
    update: pair('VPC Network updated', 'Error updating VPC Network'), // derived failure
    delete: pair('VPC Network deleted', 'Error deleting VPC Network'), // derived failure
    setDefault: pair('VPC Network set as default', 'Error setting VPC Network as default'), // derived failure
  },
  vm: {
    create: create('VM created', 'Error creating VM', '/compute/create'),
    update: pair('Virtual Machine updated', 'Error updating VM'), // derived failure
    start: pair('Virtual Machine started', 'Error starting VM'), // derived failure
    stop: pair('Virtual Machine stopped', 'Error stopping VM'), // derived failure
    forceStop: pair('Virtual Machine forcefully stopped', 'Error forcefully stopping VM'), // derived failure
    delete: pair('Virtual Machine deleted', 'Error deleting VM'), // derived failure
    reinstall: pair('Virtual Machine reinstalled', 'Error reinstalling VM'), // derived failure
    clone: pair('Virtual Machine cloned', 'Error cloning VM'), // derived failure
    addDisk: pair('Disk added', 'Error adding disk'), // derived failure
    resizeDisk: pair('Disk resized', 'Error resizing disk'), // derived failure
    // "Snapshot or Backup deleted" and "Restored VM from snapshot or backup": one text per replica type.
    deleteSnapshot: pair('Snapshot deleted', 'Error deleting snapshot'), // derived failure
    deleteBackup: pair('Backup deleted', 'Error deleting backup'), // derived failure
    restoreFromSnapshot: pair('Restored VM from snapshot', 'Error restoring VM from snapshot'), // derived failure
    restoreFromBackup: pair('Restored VM from backup', 'Error restoring VM from backup'), // derived failure
    enableBackups: pair('VM Backups enabled', 'Error enabling VM Backups'), // derived failure
    disableBackups: pair('VM Backups disabled', 'Error disabling VM Backups'), // derived failure
    // The console's other VM actions (issue 5); the spec lists no text for them, so both texts are derived.
    takeSnapshot: pair('Snapshot created', 'Error creating snapshot'), // derived
    bootIso: pair('VM booting from ISO', 'Error booting VM from ISO'), // derived
    changeBillingAccount: pair('VM billing account changed', 'Error changing VM billing account'), // derived
    changePassword: pair('VM password changed', 'Error changing VM password'), // derived
  },
  firewall: {
    create: create('Firewall created', 'Error creating firewall', '/network/create/firewall'), // derived failure
    update: pair('Firewall updated', 'Error updating firewall'), // derived failure
    delete: pair('Firewall deleted', 'Error deleting firewall'), // derived failure
    addResource: pair('Resource added', 'Error adding resource'), // derived failure
    removeResource: pair('Resource removed', 'Error removing resource'), // derived failure
  },
  loadBalancer: {
    create: create(
      'Load Balancer created',
      'Failed to create Load Balancer',
      '/network/create/load_balancer',
    ),
    delete: pair('Load Balancer deleted', 'Failed to delete Load Balancer'), // derived failure
    rename: pair('Load Balancer renamed', 'Failed to rename Load Balancer'), // derived failure
    changeBillingAccount: pair(
      'Load Balancer billing account changed',
      'Failed to change billing account on Load Balancer', // derived, as object storage's
    ),
    addTarget: pair('Target added', 'Failed to add target'), // derived
    removeTarget: pair('Target removed', 'Failed to remove target'), // derived
    addForwardingRule: pair('Forwarding rule added', 'Failed to add forwarding rule'), // derived
    removeForwardingRule: pair('Forwarding rule removed', 'Failed to remove forwarding rule'), // derived
  },
  whitelist: {
    add: pair('Whitelist address added', 'Error adding whitelist address'),
    delete: pair('Whitelist address deleted', 'Error deleting whitelist address'), // derived failure
  },
  service: {
    // The failure toast also carries a retry link with the request and a view link: see serviceCreateFailure.
    create: create('Service created', 'Error creating Service', '/services/create'),
    delete: pair('Service deleted', 'Error deleting Service'),
    update: pair('Service updated', 'Error updating Service'),
    startVm: pair('Starting Service VM done', 'Error starting Service VM'),
    stopVm: pair('Stopping Service VM done', 'Error stopping Service VM'),
    restoreBackup: pair('Restoring Service backup done', 'Error restoring Service backup'),
  },
  // Issue 18 "change billing account" of a disk and a service (derived, as the VM's).
  diskBilling: {
    changeBillingAccount: pair('Disk billing account changed', 'Error changing disk billing account'),
  },
  serviceBilling: {
    changeBillingAccount: pair('Service billing account changed', 'Error changing Service billing account'),
  },
  bucket: {
    create: create('Object storage created', 'Failed to create object storage', '/storage/create'),
    delete: pair('Object storage deleted', 'Failed to delete object storage'),
    changeBillingAccount: pair(
      'Object storage billing account changed',
      'Failed to change billing account on object storage',
    ),
  },
  storageKey: {
    generate: pair('Storage access key generated', 'Failed to generate storage access key'),
    delete: pair('Storage access key deleted', 'Failed to delete storage access key'),
  },
  delegation: {
    create: create(
      'Delegation access group created',
      'Error creating delegation access group',
      '/access/create/access_delegation',
    ),
    delete: pair('Access Delegation deleted', 'Error deleting Access Delegation'),
    addUser: pair('Access Delegation user added', 'Error adding Access Delegation user'),
    deleteUser: pair('Access Delegation user deleted', 'Error deleting Access Delegation user'),
  },
  // API tokens (SPEC §2 /access/create/api_token, /access/token/{id}/): the spec lists no texts, so both are
  // derived in its own pattern.
  token: {
    create: create('API token created', 'Error creating API token', '/access/create/api_token'), // derived
    delete: pair('API token deleted', 'Error deleting API token'), // derived
  },
  // Admin: infrastructure and pricing (issue 13). The spec lists no texts: derived in its own pattern.
  adminInfra: {
    hostCreate: pair('Hypervisor added', 'Error adding hypervisor'), // derived
    hostMaintenanceOn: pair('Hypervisor in maintenance', 'Error switching maintenance mode'), // derived
    hostMaintenanceOff: pair('Hypervisor out of maintenance', 'Error switching maintenance mode'), // derived
    poolUpdate: pair('Hypervisor pool updated', 'Error updating hypervisor pool'), // derived
    locationUpdate: pair('Location updated', 'Error updating location'), // derived
    imageUpdate: pair('Image updated', 'Error updating image'), // derived
    imagePublish: pair('Image version published', 'Error publishing image version'), // derived
    imageUnpublish: pair('Image version unpublished', 'Error unpublishing image version'), // derived
    priceChange: pair('Price saved', 'Error saving price'), // derived
    currencyCreate: pair('Currency added', 'Error adding currency'), // derived
    currencyUpdate: pair('Currency updated', 'Error updating currency'), // derived
  },
  // The admin bare-metal screens (issue 14 /metal/…): the spec lists no texts, so both are derived in its pattern.
  adminMetal: {
    typeCreate: pair('Machine type added', 'Error adding machine type'), // derived
    typeUpdate: pair('Machine type updated', 'Error updating machine type'), // derived
    typeRetire: pair('Machine type retired', 'Error retiring machine type'), // derived
    machineCreate: pair('Machine added', 'Error adding machine'), // derived
    machineState: pair('Machine state changed', 'Error changing machine state'), // derived
    machineRetire: pair('Machine retired', 'Error retiring machine'), // derived
    osPublish: pair('Operating system version published', 'Error publishing operating system version'), // derived
    osUnpublish: pair('Operating system version unpublished', 'Error unpublishing operating system version'), // derived
  },
  // Admin: network settings (issue 14 /vm_conf). The spec lists no texts: derived in its own pattern.
  adminNetwork: {
    rangeAdd: pair('Public IP range added', 'Error adding public IP range'), // derived
    rangeUpdate: pair('Public IP range updated', 'Error updating public IP range'), // derived
    rangeRemove: pair('Public IP range removed', 'Error removing public IP range'), // derived
    defaultsUpdate: pair('Network defaults updated', 'Error updating network defaults'), // derived
  },
  // Billing accounts (issue 12, SPEC §2 /billing/create and …/edit): §8 lists no text for them, so both texts
  // are derived in the spec's pattern.
  billing: {
    create: create('Billing account created', 'Error creating billing account', '/billing/create'), // derived
    update: pair('Billing account updated', 'Error updating billing account'), // derived
  },
  // Bare metal (SPEC §2 /metal/…): the spec lists no texts, so both are derived in its own pattern.
  metal: {
    create: create('Bare metal server leased', 'Error leasing bare metal server', '/metal/create'), // derived
    release: pair('Bare metal server released', 'Error releasing bare metal server'), // derived
  },
  subinterface: {
    create: pair('Sub-interface created', 'Error creating sub-interface'),
    delete: pair('Sub-interface deleted', 'Error deleting sub-interface'),
  },
  // The admin app (issue 13): the spec lists no texts, so both are derived in its own pattern.
  admin: {
    updateConfig: pair('Platform configuration updated', 'Error updating platform configuration'), // derived
    updateGeneral: pair('General settings updated', 'Error updating general settings'), // derived
    vmMove: pair('Virtual Machine moved', 'Error moving VM'), // derived
    accountSuspend: pair('Billing account suspended', 'Error suspending billing account'), // derived
    accountActivate: pair('Billing account reactivated', 'Error reactivating billing account'), // derived
  },
  // Admin billing and growth (issue 14): the spec lists no texts, so both are derived in its own pattern.
  adminBilling: {
    customProductCreate: pair('Custom product added', 'Error adding custom product'), // derived
    customProductEnd: pair('Custom product stopped', 'Error stopping custom product'), // derived
    campaignCreate: pair('Campaign created', 'Error creating campaign'), // derived
    campaignUpdate: pair('Campaign updated', 'Error updating campaign'), // derived
  },
  // The analytics sink and the referral rule (issue 14 /tracking, /referral).
  adminGrowth: {
    trackingUpdate: pair('Tracking settings saved', 'Error saving tracking settings'), // derived
    referralRuleUpdate: pair('Referral rule saved', 'Error saving referral rule'), // derived
  },
  // A customer redeems a campaign code on a billing account (issue 14).
  campaign: {
    redeem: pair('Campaign code redeemed', 'Error redeeming campaign code'), // derived
  },
} as const satisfies Record<string, Record<string, ActionMessages>>

/**
 * Why a campaign code is refused (issue 14; domain `CAMPAIGN_REFUSALS`), shown beside the code field. The spec
 * gives no texts; these are derived.
 */
export const campaignErrors = {
  unknown: 'Unknown campaign code',
  expired: 'This campaign code is no longer valid',
  used_up: 'This campaign code has been used up',
  not_eligible: 'This billing account is not eligible for this campaign code',
} as const

/** Why a referral code is refused (beside the field `code`; issue 14 /referral). */
export const referralErrors = {
  unknown: 'Unknown referral code',
  own: 'You cannot use your own referral code',
  already: 'A referral code is already recorded for you',
  too_late: 'A referral code can only be recorded in the first 30 days after sign-up',
} as const

/** An area of {@link messages}. */
export type MessageArea = keyof typeof messages

/** Texts that are logged, never toasted (SPEC.md §8). */
export const logOnlyMessages = {
  /** An IP assignment after VM creation failed; the VM itself was created. */
  ipAssignFailed: 'IP assign failed',
} as const

/** Marker after an image version only administrators see (SPEC.md §4). */
export const UNPUBLISHED_MARKER = '(unpublished)'

// ---------------------------------------------------------------------------------------------------------
// Placeholders

/**
 * Fills `{name}` placeholders, e.g. `fill('This {object} is gone', { object: 'VM' })`. A placeholder without a
 * value is left as written, so a missing value is visible rather than silently empty.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
}

/**
 * Progress toast texts of long operations (SPEC.md §4). The service text is the spec's; the VM ones follow it.
 * Fill with {@link fill} or use {@link progressText}.
 */
export const progressTemplates = {
  serviceCreate: 'Creating Service [{display_name}]',
  vmCreate: 'Creating VM [{name}]', // derived
  vmClone: 'Cloning VM [{name}]', // derived
  vmReinstall: 'Reinstalling VM [{name}]', // derived
  vmRestore: 'Restoring VM [{name}]', // derived
  metalProvision: 'Provisioning bare metal server [{name}]', // derived
} as const

/** A long operation with a progress toast. */
export type ProgressOperation = keyof typeof progressTemplates

/** The progress text of an operation on a named resource, e.g. `Creating Service [db-1]`. */
export function progressText(operation: ProgressOperation, name: string): string {
  return fill(progressTemplates[operation], { display_name: name, name })
}

// ---------------------------------------------------------------------------------------------------------
// Error pages (SPEC.md §2) and other errors (SPEC.md §8)

/** Texts of the error pages (SPEC.md §2) and of the admin refusal (SPEC.md §2, §6). */
export const errorTexts = {
  notFoundTitle: 'This page is gone',
  goToDashboard: 'Go to dashboard',
  missingResourceTitle: 'This {object} is gone',
  missingResourceBody: 'Time to move on. This item is deleted or you do not have access.',
  createNew: 'Create new {object}',
  routerFailureTitle: 'Something went wrong!',
  showError: 'Show Error',
  unknownRoute: 'Not Found',
  adminOnly: 'Only for administrative users',
  // derived (issue 13: "a suspended user's API calls answer 403"); the spec gives no text
  userSuspended: 'This user is suspended. Contact support.',
  backToConsole: 'Back to console', // derived: the spec names the link, not its text
  sectionNotDefined: 'Section "{name}" not defined',
} as const

/** 'This VM is gone' for the missing-resource page. */
export function missingResourceTitle(object: string): string {
  return fill(errorTexts.missingResourceTitle, { object })
}

/** 'Create new VM' for the missing-resource page's link (shown when a create route exists). */
export function createNewText(object: string): string {
  return fill(errorTexts.createNew, { object })
}

/** 'Section "foo" not defined' for /section/{name} with an unknown name. */
export function sectionNotDefined(name: string): string {
  return fill(errorTexts.sectionNotDefined, { name })
}

/** At most this many available ids are listed in a not-found error (SPEC.md §8). */
export const NOT_FOUND_ID_LIMIT = 30

/**
 * The not-found error text: names the missing id and lists up to 30 ids that do exist (SPEC.md §8), then how
 * many more there are, e.g. `VM "abc" not found. Available ids: x, y (and 12 more)`. With none available it
 * says so. (The sentence is ours; the spec gives only the rule.)
 */
export function notFoundMessage(kind: string, id: string, available: readonly string[]): string {
  const head = `${kind} "${id}" not found.`
  if (available.length === 0) return `${head} No ids are available.`
  const shown = available.slice(0, NOT_FOUND_ID_LIMIT).join(', ')
  const more = available.length - NOT_FOUND_ID_LIMIT
  return `${head} Available ids: ${shown}${more > 0 ? ` (and ${more} more)` : ''}`
}

// ---------------------------------------------------------------------------------------------------------
// Service create failure: retry with the request, and view

/** A link in a toast. */
export type ToastLink = { label: string; href: string }

/** Labels of toast links (not given by the spec). */
export const toastLinkLabels = { retry: 'Retry', view: 'View' } as const

/**
 * Encodes a create request as search parameters for the retry link (SPEC.md §2: /services/create "accepts
 * search parameters"). Strings, numbers and booleans are written as they are; objects and arrays as JSON;
 * null and undefined are left out. {@link readCreateSearchParams} reverses it.
 */
export function createSearchParams(request: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(request)) {
    if (value === null || value === undefined) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return params
}

/**
 * Reads search parameters written by {@link createSearchParams}: values that are JSON objects or arrays come
 * back as such; everything else stays a string for the form to coerce (form state is shaped like the UI).
 */
export function readCreateSearchParams(search: string | URLSearchParams): Record<string, unknown> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const out: Record<string, unknown> = {}
  // forEach rather than for…of: the build's lib has DOM without DOM.Iterable.
  params.forEach((value, key) => {
    out[key] = value
    if (/^[[{]/.test(value)) {
      try {
        out[key] = JSON.parse(value)
      } catch {
        // not JSON after all: keep the text
      }
    }
  })
  return out
}

/** A failure toast with its links. */
export type FailureToast = { text: string; links: ToastLink[] }

/** Where a failed service create's "View" link goes when no service came back: the services list. */
const SERVICE_LIST_HREF = '/services'

/**
 * The failure toast of a service create (SPEC.md §8): 'Error creating Service' with a retry link to
 * /services/create carrying the request, and a view link — to the service when the platform returned it (the
 * package exists even though a later step failed), else to the services list: a create the platform is still
 * finishing (it answered 504 and goes on in the background) shows up there, and a refused one is not there.
 */
export function serviceCreateFailure(
  request: Readonly<Record<string, unknown>>,
  created?: { uuid: string; location: string } | null,
): FailureToast {
  const query = createSearchParams(request).toString()
  const view = created
    ? `/services/service/${encodeURIComponent(created.location)}/${encodeURIComponent(created.uuid)}/`
    : SERVICE_LIST_HREF
  const links: ToastLink[] = [
    { label: toastLinkLabels.retry, href: `${messages.service.create.retryHref}${query ? `?${query}` : ''}` },
    { label: toastLinkLabels.view, href: view },
  ]
  return { text: messages.service.create.failure, links }
}
