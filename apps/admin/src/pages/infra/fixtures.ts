/** Story fixtures of the infrastructure and pricing screens: what the demo seed serves. */
import {
  demoPriceList,
  type AdminHost,
  type AdminHostPool,
  type AdminImage,
  type AdminLocation,
  type AdminPriceList,
  type Currency,
  type HostVm,
  type PricePreview,
} from '@cirrus/domain'

const host = (n: number, used: number, over: Partial<AdminHost> = {}): AdminHost => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  name: `tll01-standard-hv0${n}`,
  location: 'tll01',
  pool_uuid: '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01',
  pool_name: 'Standard',
  cpu_threads: 128,
  ram_mb: 1048576,
  maintenance: false,
  vm_count: used,
  capacity: { vcpu_total: 512, vcpu_used: used * 2, ram_mb_total: 1048576, ram_mb_used: used * 4096 },
  created_at: `2025-11-0${n} 10:00:00`,
  ...over,
})

/** Three hosts: two loaded differently, one in maintenance. */
export const hostsFixture: AdminHost[] = [
  host(1, 40),
  host(2, 230, { capacity: { vcpu_total: 512, vcpu_used: 470, ram_mb_total: 1048576, ram_mb_used: 960000 } }),
  host(3, 0, { maintenance: true }),
]

/** The VMs of the first host. */
export const hostVmsFixture: HostVm[] = [
  { uuid: 'a1', name: 'web-1', status: 'running', vcpu: 2, memory: 4096, user_id: 1, billing_account_id: 1 },
  { uuid: 'a2', name: 'db-1', status: 'stopped', vcpu: 1, memory: 2048, user_id: 1, billing_account_id: 1 },
]

/** Two pools of Tallinn. */
export const poolsFixture: AdminHostPool[] = [
  {
    uuid: '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01',
    location: 'tll01',
    name: 'Standard',
    description: 'General purpose servers',
    is_default_designated: true,
    is_visible: true,
    storage_pool_uuid: '5b0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01',
    cpu_allocation_coefficient: 4,
    ram_allocation_coefficient: 1,
    host_count: 4,
    hosts_in_maintenance: 1,
    vm_count: 270,
    capacity: { vcpu_total: 2048, vcpu_used: 550, ram_mb_total: 4194304, ram_mb_used: 1120000 },
  },
  {
    uuid: '7c0e5a2e-4d3b-4f6a-9c41-2b8f1d6e9a10',
    location: 'tll01',
    name: 'High CPU',
    description: 'High-frequency CPUs',
    is_default_designated: false,
    is_visible: false,
    storage_pool_uuid: '5b0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a02',
    cpu_allocation_coefficient: 1,
    ram_allocation_coefficient: 1,
    host_count: 2,
    hosts_in_maintenance: 0,
    vm_count: 3,
    capacity: { vcpu_total: 256, vcpu_used: 24, ram_mb_total: 2097152, ram_mb_used: 49152 },
  },
]

/** Tallinn (default) and Jõhvi (closed to customers). */
export const locationsFixture: AdminLocation[] = [
  {
    slug: 'tll01',
    display_name: 'Tallinn',
    description: 'Tallinn, Estonia',
    country_code: 'EE',
    is_default: true,
    is_published: true,
    order_nr: 1,
    pool_count: 2,
    host_count: 6,
  },
  {
    slug: 'jhv02',
    display_name: 'Jõhvi',
    description: 'Jõhvi, Estonia',
    country_code: 'EE',
    is_default: false,
    is_published: false,
    order_nr: 2,
    pool_count: 1,
    host_count: 4,
  },
]

const dot = (colour: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${colour}"/></svg>`)}`

/** Ubuntu (one unpublished version) and Debian (app catalog). */
export const imagesFixture: AdminImage[] = [
  {
    os_name: 'ubuntu',
    display_name: 'Ubuntu',
    is_default: true,
    is_app_catalog: false,
    icon: dot('#e95420'),
    license_type: null,
    versions: [
      { os_version: '24.04', display_name: '24.04 LTS', published: true },
      { os_version: '25.10', display_name: '25.10 (preview)', published: false },
    ],
    vm_count: 12,
  },
  {
    os_name: 'debian',
    display_name: 'Debian',
    is_default: false,
    is_app_catalog: true,
    icon: dot('#a80030'),
    license_type: null,
    versions: [{ os_version: '12', display_name: '12 (bookworm)', published: true }],
    vm_count: 3,
  },
]

/** The demo list in force, and a scheduled version. */
export const priceListsFixture: AdminPriceList[] = [
  { ...demoPriceList, effective_from: '2025-11-01T00:00:00.000Z', status: 'current' },
  {
    ...demoPriceList,
    id: 2,
    month: '2025-12',
    valid_from: '2025-12-01 00:00:00',
    effective_from: '2025-12-01T00:00:00.000Z',
    status: 'scheduled',
  },
]

/** EUR (default) and USD. */
export const currenciesFixture: Currency[] = [
  {
    code: 'EUR',
    name: 'Euro',
    exchange_rate: '1',
    is_default: true,
    has_prices: true,
    billing_account_count: 12,
    updated_at: '2025-11-01 00:00:00',
  },
  {
    code: 'USD',
    name: 'US dollar',
    exchange_rate: '1.08',
    is_default: false,
    has_prices: true,
    billing_account_count: 3,
    updated_at: '2025-11-01 00:00:00',
  },
]

/** A RAM price raise over two accounts. */
export const previewFixture: PricePreview = {
  effective_from: '2025-11-10T10:15:00.000Z',
  currency: 'EUR',
  resource_type: 'RAM',
  previous_price: '0.032877',
  new_price: '0.05',
  changed_accounts: 1,
  accounts: [
    {
      billing_account_id: 1,
      title: 'Demo Customer',
      owner_email: 'demo@cirrus.test',
      currency: 'EUR',
      before: '0.2',
      after: '0.268492',
      delta: '0.068492',
    },
    {
      billing_account_id: 2,
      title: 'Bob',
      owner_email: 'bob@example.test',
      currency: 'USD',
      before: '0.05',
      after: '0.05',
      delta: '0',
    },
  ],
}
