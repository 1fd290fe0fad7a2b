/**
 * What each admin resource page shows (issue 13 "a row opens its resource's admin page"): the kind, title,
 * badges, properties and actions of a VM, billing account, host, host pool, image or location, for the shared
 * {@link ResourceDetailView}. Pure: the route modules pass the data and the handlers, the stories their doubles.
 */
import { Badge } from '@radix-ui/themes'
import { StatusBadge, type RenderLink } from '@cirrus/design-system'
import {
  formatDateTime,
  type AdminBillingAccount,
  type AdminHost,
  type AdminHostPool,
  type AdminImage,
  type AdminLocation,
  type AdminVm,
  type AdminVmAction,
  type Capacity,
} from '@cirrus/domain'
import { linkTo, type ResourceDetailViewProps } from '../components/ResourceDetailView'
import { Usage } from './infra/Usage'

/** The part of a resource page a builder fills; the page adds the audit panel and the load states. */
export type ResourceDetails = Pick<
  ResourceDetailViewProps,
  'kind' | 'title' | 'status' | 'properties' | 'actions' | 'backHref' | 'backLabel'
>

/** A host's or pool's load: vCPU and RAM used of what it offers, as bars. */
const loadItems = (name: string, c: Capacity) => [
  {
    label: 'vCPU used',
    value: <Usage used={c.vcpu_used} total={c.vcpu_total} unit="vCPU" label={`vCPU of ${name}`} />,
  },
  {
    label: 'RAM used',
    value: <Usage used={c.ram_mb_used} total={c.ram_mb_total} unit="MB" label={`RAM of ${name}`} />,
  },
]

const utc = (iso: string) => `${formatDateTime(iso, { timeZone: 'UTC' })} UTC`
const yesNo = (on: boolean) => (on ? 'Yes' : 'No')

/** A VM's page: owner, billing account, size, addresses, pools; start, stop, force stop. */
export function vmDetails(
  vm: AdminVm | undefined,
  o: {
    renderLink: RenderLink
    onAction: (action: AdminVmAction) => void
    busy?: boolean
    poolName?: (uuid: string | null) => string
  },
): ResourceDetails {
  const pool = o.poolName ?? ((uuid: string | null) => uuid ?? '—')
  return {
    kind: 'Virtual machine',
    backHref: '/virtual_machines',
    backLabel: 'Virtual machines',
    title: vm?.name,
    status: vm && <StatusBadge status={vm.status} />,
    properties: vm && [
      { label: 'UUID', value: vm.uuid, copyText: vm.uuid },
      { label: 'Owner', value: linkTo(o.renderLink, `/users/${vm.owner_id}`, vm.owner_email) },
      {
        label: 'Billing account',
        value: linkTo(
          o.renderLink,
          `/accounts/${vm.billing_account_id}`,
          `Billing account ${vm.billing_account_id}`,
        ),
      },
      { label: 'Location', value: vm.location },
      { label: 'Size', value: `${vm.vcpu} vCPU, ${vm.memory / 1024} GB RAM` },
      { label: 'Private IPv4', value: vm.private_ipv4, copyText: vm.private_ipv4 },
      {
        label: 'Public IPv4',
        value: vm.public_ipv4,
        ...(vm.public_ipv4 ? { copyText: vm.public_ipv4 } : {}),
      },
      { label: 'Designated host pool', value: pool(vm.designated_pool_uuid) },
      { label: 'Current host pool', value: pool(vm.current_pool_uuid) },
      { label: 'Created', value: utc(vm.created_at) },
    ],
    actions: !vm
      ? []
      : vm.status === 'running'
        ? [
            { label: 'Stop', onClick: () => o.onAction('stop'), busy: o.busy },
            { label: 'Force stop', color: 'red', onClick: () => o.onAction('force_stop'), busy: o.busy },
          ]
        : [{ label: 'Start', color: 'iris', onClick: () => o.onAction('start'), busy: o.busy }],
  }
}

/** A billing account's page: owner, credit, month-to-date cost; suspend or reactivate. */
export function accountDetails(
  account: AdminBillingAccount | undefined,
  o: { renderLink: RenderLink; onSuspend: (suspended: boolean) => void; busy?: boolean },
): ResourceDetails {
  return {
    kind: 'Billing account',
    backHref: '/accounts',
    backLabel: 'Billing accounts',
    title: account?.title,
    status: account && (
      <StatusBadge
        status={account.is_active ? 'active' : 'error'}
        label={account.is_active ? 'Active' : 'Suspended'}
      />
    ),
    properties: account && [
      { label: 'Id', value: String(account.id) },
      { label: 'Owner', value: linkTo(o.renderLink, `/users/${account.owner_id}`, account.owner_email) },
      { label: 'Invoice e-mail', value: account.email },
      { label: 'Currency', value: account.currency },
      { label: 'Credit', value: `${account.credit} ${account.currency}` },
      { label: 'Month to date', value: `${account.month_to_date_cost} ${account.currency}` },
      { label: 'Suspension reason', value: account.suspend_reason },
      { label: 'Created', value: utc(account.created_at) },
    ],
    actions: account
      ? [
          {
            label: account.is_active ? 'Suspend' : 'Reactivate',
            color: account.is_active ? 'red' : 'gray',
            onClick: () => o.onSuspend(account.is_active),
            busy: o.busy,
          },
        ]
      : [],
  }
}

/** A host's page: pool, hardware, load; maintenance on or off. */
export function hostDetails(
  host: AdminHost | undefined,
  o: { renderLink: RenderLink; onMaintenance: (on: boolean) => void; busy?: boolean },
): ResourceDetails {
  return {
    kind: 'Host',
    backHref: '/hosts',
    backLabel: 'Hypervisors',
    title: host?.name,
    status: host?.maintenance && <Badge color="amber">Maintenance</Badge>,
    properties: host && [
      { label: 'UUID', value: host.uuid, copyText: host.uuid },
      { label: 'Location', value: host.location },
      { label: 'Host pool', value: linkTo(o.renderLink, `/host_pools/${host.pool_uuid}`, host.pool_name) },
      { label: 'CPU threads', value: String(host.cpu_threads) },
      { label: 'RAM', value: `${host.ram_mb} MB` },
      ...loadItems(host.name, host.capacity),
      { label: 'VMs', value: String(host.vm_count) },
      { label: 'Added', value: utc(host.created_at) },
    ],
    actions: host
      ? [
          {
            label: host.maintenance ? 'End maintenance' : 'Start maintenance',
            onClick: () => o.onMaintenance(!host.maintenance),
            busy: o.busy,
          },
        ]
      : [],
  }
}

/** A host pool's page: location, storage pool, coefficients, load; show or hide it from customers. */
export function hostPoolDetails(
  pool: AdminHostPool | undefined,
  o: { onVisible: (visible: boolean) => void; busy?: boolean },
): ResourceDetails {
  return {
    kind: 'Host pool',
    backHref: '/host_pools',
    backLabel: 'Hypervisor pools',
    title: pool?.name,
    status: pool && (
      <>
        {pool.is_default_designated && <Badge color="iris">Default</Badge>}
        {!pool.is_visible && <Badge color="gray">Hidden</Badge>}
      </>
    ),
    properties: pool && [
      { label: 'UUID', value: pool.uuid, copyText: pool.uuid },
      { label: 'Location', value: pool.location },
      { label: 'Description', value: pool.description },
      { label: 'Storage pool', value: pool.storage_pool_uuid, copyText: pool.storage_pool_uuid },
      { label: 'CPU coefficient', value: String(pool.cpu_allocation_coefficient) },
      { label: 'RAM coefficient', value: String(pool.ram_allocation_coefficient) },
      { label: 'Hosts', value: `${pool.host_count} (${pool.hosts_in_maintenance} in maintenance)` },
      ...loadItems(pool.name, pool.capacity),
      { label: 'VMs', value: String(pool.vm_count) },
    ],
    actions: pool
      ? [
          {
            label: pool.is_visible ? 'Hide from customers' : 'Show to customers',
            onClick: () => o.onVisible(!pool.is_visible),
            busy: o.busy,
          },
        ]
      : [],
  }
}

/** An image's page: versions and their publication, app catalog; publish or unpublish a version. */
export function imageDetails(
  image: AdminImage | undefined,
  o: {
    onPublish: (osVersion: string, published: boolean) => void
    onAppCatalog: (on: boolean) => void
    busy?: boolean
  },
): ResourceDetails {
  return {
    kind: 'Image',
    backHref: '/vm_images',
    backLabel: 'Images',
    title: image?.display_name,
    status: image && (
      <>
        {image.is_default && <Badge color="iris">Default</Badge>}
        {image.is_app_catalog && <Badge color="cyan">App catalog</Badge>}
      </>
    ),
    properties: image && [
      { label: 'OS name', value: image.os_name, copyText: image.os_name },
      { label: 'Licence', value: image.license_type },
      { label: 'VMs', value: String(image.vm_count) },
      ...image.versions.map((v) => ({
        id: `version-${v.os_version}`,
        label: `Version ${v.os_version}`,
        value: `${v.display_name}${v.published ? '' : ' (unpublished)'}`,
      })),
    ],
    actions: image
      ? [
          ...image.versions.map((v) => ({
            label: `${v.published ? 'Unpublish' : 'Publish'} ${v.os_version}`,
            onClick: () => o.onPublish(v.os_version, !v.published),
            busy: o.busy,
          })),
          {
            label: image.is_app_catalog ? 'Remove from app catalog' : 'Add to app catalog',
            onClick: () => o.onAppCatalog(!image.is_app_catalog),
            busy: o.busy,
          },
        ]
      : [],
  }
}

/** A location's page: display name, country, order, pools and hosts; open or close it, make it the default. */
export function locationDetails(
  location: AdminLocation | undefined,
  o: { onOpen: (open: boolean) => void; onDefault: () => void; busy?: boolean },
): ResourceDetails {
  return {
    kind: 'Location',
    backHref: '/locations',
    backLabel: 'Locations',
    title: location?.display_name,
    status: location && (
      <>
        {location.is_default && <Badge color="iris">Default</Badge>}
        <Badge highContrast color={location.is_published ? 'green' : 'gray'}>
          {location.is_published ? 'Open to customers' : 'Closed'}
        </Badge>
      </>
    ),
    properties: location && [
      { label: 'Slug', value: location.slug, copyText: location.slug },
      { label: 'Description', value: location.description },
      { label: 'Country', value: location.country_code },
      { label: 'Order', value: String(location.order_nr) },
      { label: 'Host pools', value: String(location.pool_count) },
      { label: 'Hosts', value: String(location.host_count) },
      { label: 'Customers may use it', value: yesNo(location.is_published) },
    ],
    actions: location
      ? [
          {
            label: location.is_published ? 'Close to customers' : 'Open to customers',
            onClick: () => o.onOpen(!location.is_published),
            busy: o.busy,
          },
          ...(location.is_default ? [] : [{ label: 'Make default', onClick: o.onDefault, busy: o.busy }]),
        ]
      : [],
  }
}
