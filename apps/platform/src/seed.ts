/**
 * Seed data. `seedCatalogue` is what a platform offers (locations, host pools, images, the price list); the demo
 * seed adds the demo customer, the administrator and a few resources (issue 4 "Running"). Tests reuse the
 * catalogue so they run against the same shapes as the demo.
 */
import { randomUUID } from 'node:crypto'
import { seedMetalCatalogue } from './services/metal.js'
import { demoHighCpuPoolUuid, demoPriceList, type VmCreateInput } from '@cirrus/domain'
import type { Principal, UserRow } from './http/env.js'
import { createPlatform, type Platform } from './platform.js'
import { prepareVmCreate } from './services/vm-create.js'
import { createUser } from './services/accounts.js'
import { hostCount, insertHost } from './store/hosts.js'
import { listAllHostPools, type GuestLimits } from './store/host-pools.js'
import type { ImageRow } from './store/images.js'
import { defaultLocation, listLocations } from './store/locations.js'
import { insertPriceVersion } from './store/price-lists.js'
import { insertCurrency } from './store/currencies.js'
import { billingAccountsInScope } from './store/billing-accounts.js'
import { insertDisk } from './store/disks.js'
import { insertHostPools, insertImages, insertLocations, isTableEmpty } from './store/seed.js'
import { seedDemoLastMonth } from './services/demo-billing.js'

/** Demo accounts (apps/platform/README.md lists them). */
export const DEMO_USERS = {
  customer: { email: 'demo@cirrus.test', password: 'demo-password-1' },
  admin: { email: 'admin@cirrus.test', password: 'admin-password-1' },
} as const

/** Standard guest limits: API-NOTES §7.6 live CloudAxion figures (cpu 1–16, ram 512 MB–64 GB, disk 20–1024 GB). */
export const STANDARD_LIMITS: GuestLimits = {
  cpu: { min: 1, max: 16 },
  ram_mb: { min: 512, max: 65536 },
  disk_gb: { min: 20, max: 1024 },
}

/** Fixed uuids so URLs in docs and tests stay stable. */
export const SEED_POOLS = {
  tll01Standard: '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01',
  tll01HighCpu: demoHighCpuPoolUuid,
  jhv02Standard: '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a02',
} as const

function icon(letter: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${colour}"/><text x="16" y="21" font-size="15" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

type ImageVersion = ImageRow['versions'][number]

const v = (os_version: string, display_name: string, published = true): ImageVersion => ({
  os_version,
  display_name,
  published,
})

/**
 * The lock every seed holds (Store.exclusively): two processes starting together on an empty database would
 * otherwise both find it empty and both insert (issue 9, adversarial item 12).
 */
export const SEED_LOCK_KEY = 727_274_002

/**
 * Locations, host pools, VM and bare-metal images and the demo price list. Idempotent per table (a table that
 * has rows is left as the operator made it). The VM images are those Warren operators offer (Ubuntu LTS from
 * 20.04, Debian 11 and 12, AlmaLinux and Rocky 8 and 9, Windows Server 2019 and 2022), so SDKs and Terraform
 * configurations with fixed image lists can create VMs.
 */
export async function seedCatalogue(p: Platform): Promise<void> {
  await p.store.exclusively(SEED_LOCK_KEY, () => loadCatalogue(p))
}

async function loadCatalogue(p: Platform): Promise<void> {
  const db = p.store.db
  if (await isTableEmpty(db, 'locations')) {
    await insertLocations(db, [
      {
        slug: 'tll01',
        displayName: 'Tallinn',
        isDefault: true,
        isPreferred: true,
        description: 'Tallinn, Estonia',
        orderNr: 1,
        countryCode: 'EE',
      },
      { slug: 'jhv02', displayName: 'Jõhvi', description: 'Jõhvi, Estonia', orderNr: 2, countryCode: 'EE' },
    ])
    await insertHostPools(db, [
      {
        uuid: SEED_POOLS.tll01Standard,
        location: 'tll01',
        name: 'Standard',
        description: 'General purpose servers',
        isDefaultDesignated: true,
        uiPosition: 1,
        guestLimits: STANDARD_LIMITS,
      },
      {
        uuid: SEED_POOLS.tll01HighCpu,
        location: 'tll01',
        name: 'High CPU',
        description: 'High-frequency CPUs',
        uiPosition: 2,
        guestLimits: {
          cpu: { min: 2, max: 56 },
          ram_mb: { min: 1024, max: 131072 },
          disk_gb: { min: 20, max: 1024 },
        },
      },
      {
        uuid: SEED_POOLS.jhv02Standard,
        location: 'jhv02',
        name: 'Standard',
        description: 'General purpose servers',
        isDefaultDesignated: true,
        uiPosition: 1,
        guestLimits: STANDARD_LIMITS,
      },
    ])
  }
  if (await isTableEmpty(db, 'images')) {
    await insertImages(db, [
      {
        osName: 'ubuntu',
        displayName: 'Ubuntu',
        uiPosition: 1,
        isDefault: true,
        icon: icon('U', '#e95420'),
        versions: [
          v('24.04', '24.04 LTS'),
          v('22.04', '22.04 LTS'),
          v('20.04', '20.04 LTS'),
          v('25.10', '25.10 (preview)', false),
        ],
      },
      {
        osName: 'debian',
        displayName: 'Debian',
        uiPosition: 2,
        icon: icon('D', '#a80030'),
        versions: [v('12', '12 (bookworm)'), v('11', '11 (bullseye)')],
      },
      {
        osName: 'almalinux',
        displayName: 'AlmaLinux',
        uiPosition: 3,
        icon: icon('A', '#0f4266'),
        versions: [v('9', '9'), v('8', '8')],
      },
      {
        osName: 'rocky',
        displayName: 'Rocky Linux',
        uiPosition: 4,
        icon: icon('R', '#10b981'),
        versions: [v('9', '9'), v('8', '8')],
      },
      {
        osName: 'windows',
        displayName: 'Windows Server',
        uiPosition: 5,
        icon: icon('W', '#0078d4'),
        licenseType: 'WINDOWS',
        versions: [v('2022', 'Server 2022'), v('2019', 'Server 2019')],
      },
      {
        kind: 'metal',
        osName: 'ubuntu',
        displayName: 'Ubuntu',
        uiPosition: 1,
        isDefault: true,
        icon: icon('U', '#e95420'),
        versions: [v('24.04', '24.04 LTS')],
      },
      {
        kind: 'metal',
        osName: 'debian',
        displayName: 'Debian',
        uiPosition: 2,
        icon: icon('D', '#a80030'),
        versions: [v('12', '12 (bookworm)')],
      },
    ])
  }
  await seedHosts(p)
  await seedMetalCatalogue(
    db,
    (await listLocations(db)).map((l) => l.slug),
  )
  if (await isTableEmpty(db, 'priceLists')) {
    await insertPriceVersion(db, new Date(`${demoPriceList.month}-01T00:00:00Z`), demoPriceList)
  }
  if (await isTableEmpty(db, 'currencies')) {
    await insertCurrency(db, { code: 'EUR', name: 'Euro', exchangeRate: '1' })
    await insertCurrency(db, { code: 'USD', name: 'US dollar', exchangeRate: '1.08' })
  }
}

/**
 * Hypervisors (issue 13): a platform without any gets hosts in every pool, big enough for the demo, the tests and
 * the bench — a standard pool 4 hosts of 128 threads and 1 TiB RAM (2,048 vCPUs at the default coefficient 4),
 * any other pool 2 such hosts. A platform that has hosts is left as the operator made it.
 */
async function seedHosts(p: Platform): Promise<void> {
  const db = p.store.db
  if ((await hostCount(db)) > 0) return
  const pools = await listAllHostPools(db)
  for (const pool of pools) {
    const standard = pool.isDefaultDesignated
    const slug = pool.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    for (let n = 1; n <= (standard ? 4 : 2); n++) {
      await insertHost(db, {
        poolUuid: pool.uuid,
        name: `${pool.location}-${slug}-hv${String(n).padStart(2, '0')}`,
        cpuThreads: 128,
        ramMb: 1024 * 1024,
      })
    }
  }
}

/** True when no user exists yet (the demo seed runs only then). */
export async function isEmpty(p: Platform): Promise<boolean> {
  return isTableEmpty(p.store.db, 'users')
}

/**
 * The demo seed on an empty database: catalogue, demo customer, administrator, a few resources. Under the seed
 * lock, so of several processes starting together exactly one seeds and the others find the database seeded.
 */
export async function seedDemo(p: Platform): Promise<boolean> {
  return p.store.exclusively(SEED_LOCK_KEY, () => loadDemo(p))
}

async function loadDemo(p: Platform): Promise<boolean> {
  if (!(await isEmpty(p))) return false
  await loadCatalogue(p)
  const customer = await createUser(p, { ...DEMO_USERS.customer, firstName: 'Demo', lastName: 'Customer' })
  await createUser(p, {
    ...DEMO_USERS.admin,
    isAdmin: true,
    firstName: 'Platform',
    lastName: 'Administrator',
  })
  await seedDemoResources(p, customer)
  return true
}

/**
 * The demo customer's resources in the default location: a running web server with a public IP, a stopped
 * database server with a snapshot, and a detached data disk. Created through the same checks and operations as
 * the API, without the simulated wait.
 */
export async function seedDemoResources(p: Platform, user: UserRow): Promise<void> {
  const instant = createPlatform(p.store, {
    settings: { ...p.settings, operationTimeScale: 0 },
    clock: p.clock,
    log: p.log,
  })
  const principal: Principal = {
    user,
    via: 'session',
    token: null,
    restrictedBillingAccountId: null,
    delegatedBillingAccountIds: [],
    delegatedUserIds: [],
  }
  const location = await defaultLocation(p.store.db)
  if (!location) return
  const run = async (spec: Parameters<typeof instant.ops.submit>[1]) => {
    const id = await p.store.db.transaction((tx) => instant.ops.submit(tx, spec))
    await instant.ops.run(id)
  }
  const create = async (input: VmCreateInput) => {
    const payload = await prepareVmCreate(instant, principal, location, input)
    await run({ kind: 'vm.create', payload, resourceUuid: payload.uuid, userId: user.id })
    return payload
  }
  await create({
    name: 'web-1',
    os_name: 'ubuntu',
    os_version: '24.04',
    disks: 40,
    vcpu: 2,
    ram: 4096,
    description: 'Web server',
  })
  const db = await create({
    name: 'db-1',
    os_name: 'debian',
    os_version: '12',
    disks: 20,
    vcpu: 1,
    ram: 2048,
    reserve_public_ip: false,
    backup: true,
    description: 'Database server',
  })
  const lock = { resourceUuid: db.uuid, lockVm: db.uuid, userId: user.id }
  await run({
    kind: 'vm.replica.create',
    payload: { diskUuid: db.disk.uuid, type: 'snapshot', name: 'before upgrade' },
    ...lock,
  })
  await run({ kind: 'vm.stop', payload: { force: false }, ...lock })
  // The demo customer's one billing account, created with them.
  const [account] = await billingAccountsInScope(p.store.db, { userId: user.id, alsoIds: [], onlyId: null })
  await seedDemoLastMonth(p, account!.id)
  const now = p.clock()
  await insertDisk(p.store.db, {
    uuid: randomUUID(),
    location: location.slug,
    userId: user.id,
    billingAccountId: account!.id,
    displayName: 'backup-volume',
    sizeGb: 100,
    createdAt: now,
    updatedAt: now,
  })
}
