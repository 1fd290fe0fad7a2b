/** Story fixtures of the bare-metal screens: what the demo seed serves, with one machine leased. */
import type {
  AdminMachine,
  AdminMachinePage,
  AdminMetalOs,
  AdminMetalType,
  MachineHistory,
} from '@cirrus/domain'

const type = (n: number, over: Partial<AdminMetalType>): AdminMetalType => ({
  uuid: `10000000-0000-4000-8000-00000000000${n}`,
  name: 'bm.small',
  display_name: 'Small',
  cpu_model: 'Intel Xeon E-2386G',
  cpu_cores: 6,
  ram_gb: 32,
  disks: [{ size_gb: 480, kind: 'ssd' }],
  ui_position: n,
  hourly_price: '0.342466',
  currency: 'EUR',
  machine_count: 4,
  leased_count: 0,
  retired: false,
  created_at: '2025-11-01T10:00:00.000Z',
  ...over,
})

/** Three machine types, one with a lease, and a retired one. */
export const metalTypesFixture: AdminMetalType[] = [
  type(1, {}),
  type(2, {
    name: 'bm.medium',
    display_name: 'Medium',
    cpu_model: 'AMD EPYC 4344P',
    cpu_cores: 8,
    ram_gb: 64,
    disks: [
      { size_gb: 960, kind: 'nvme' },
      { size_gb: 960, kind: 'nvme' },
    ],
    hourly_price: '0.616438',
    machine_count: 3,
    leased_count: 1,
  }),
  type(3, {
    name: 'bm.legacy',
    display_name: 'Legacy',
    cpu_model: 'Intel Xeon E3-1230 v6',
    cpu_cores: 4,
    ram_gb: 16,
    disks: [{ size_gb: 2000, kind: 'hdd' }],
    hourly_price: '0.1',
    machine_count: 0,
    retired: true,
  }),
]

const lease = {
  uuid: '20000000-0000-4000-8000-000000000001',
  display_name: 'db-primary',
  status: 'active',
  user_id: 7,
  owner_email: 'alice@example.com',
  billing_account_id: 3,
  created_at: '2025-11-20T09:00:00.000Z',
  released_at: null,
}

const machine = (n: number, over: Partial<AdminMachine>): AdminMachine => ({
  uuid: `30000000-0000-4000-8000-00000000000${n}`,
  location: 'tll01',
  serial: `CZ0000001${n}`,
  hostname: `tll01-bm-small-0${n}`,
  ip_address: `203.0.113.1${n}`,
  machine_type: 'bm.small',
  machine_type_display_name: 'Small',
  state: 'available',
  lease: null,
  created_at: `2025-11-0${n}T10:00:00.000Z`,
  retired_at: null,
  ...over,
})

/** Four machines: leased (with its customer), available, in maintenance and broken. */
export const machinesFixture: AdminMachine[] = [
  machine(1, {
    hostname: 'tll01-bm-medium-01',
    machine_type: 'bm.medium',
    machine_type_display_name: 'Medium',
    state: 'leased',
    lease,
  }),
  machine(2, {}),
  machine(3, { state: 'maintenance' }),
  machine(4, { location: 'jhv02', hostname: 'jhv02-bm-small-01', state: 'broken' }),
]

/** One page of the stock. */
export const machinePageFixture: AdminMachinePage = { total: 4, items: machinesFixture }

/** The history of the leased machine: a released lease before the active one, and an administrator's changes. */
export const machineHistoryFixture: MachineHistory = {
  machine: machinesFixture[0]!,
  leases: [
    lease,
    {
      ...lease,
      uuid: '20000000-0000-4000-8000-000000000002',
      display_name: 'build-runner',
      status: 'released',
      user_id: 9,
      owner_email: 'bob@example.com',
      created_at: '2025-11-10T08:00:00.000Z',
      released_at: '2025-11-12T17:30:00.000Z',
    },
  ],
  events: [
    {
      at: '2025-11-20T09:00:00.000Z',
      kind: 'lease',
      actor_user_id: 7,
      actor_email: 'alice@example.com',
      action: 'lease',
      lease_uuid: lease.uuid,
    },
    {
      at: '2025-11-15T12:00:00.000Z',
      kind: 'admin',
      actor_user_id: 1,
      actor_email: 'admin@example.com',
      action: 'metal_machine.state',
      lease_uuid: null,
    },
    {
      at: '2025-11-12T17:30:00.000Z',
      kind: 'release',
      actor_user_id: 9,
      actor_email: 'bob@example.com',
      action: 'release',
      lease_uuid: '20000000-0000-4000-8000-000000000002',
    },
    {
      at: '2025-11-10T08:00:00.000Z',
      kind: 'lease',
      actor_user_id: 9,
      actor_email: 'bob@example.com',
      action: 'lease',
      lease_uuid: '20000000-0000-4000-8000-000000000002',
    },
  ],
  audit: [
    {
      id: 12,
      created_at: '2025-11-15T12:00:00.000Z',
      actor_user_id: 1,
      actor_email: 'admin@example.com',
      action: 'metal_machine.state',
      target_type: 'metal_machine',
      target_id: '30000000-0000-4000-8000-000000000001',
      before: { state: 'maintenance' },
      after: { state: 'available' },
    },
  ],
}

/** Two bare-metal OS images, one version unpublished. */
export const metalOsFixture: AdminMetalOs[] = [
  {
    os_name: 'debian',
    display_name: 'Debian',
    versions: [
      { os_version: '12', display_name: '12 (bookworm)', published: true },
      { os_version: '13', display_name: '13 (trixie)', published: false },
    ],
    lease_count: 2,
  },
  {
    os_name: 'ubuntu',
    display_name: 'Ubuntu',
    versions: [{ os_version: '24.04', display_name: '24.04 LTS', published: true }],
    lease_count: 0,
  },
]
