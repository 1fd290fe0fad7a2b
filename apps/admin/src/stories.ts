/** Fixtures of the admin app's screen stories: one set of audit entries every screen shows. */
import type { AdminBillingAccount, AdminOverview, AdminVm, AuditEntry } from '@cirrus/domain'

/** Three audit entries, newest first. */
export const auditEntries: AuditEntry[] = [
  {
    id: 3,
    created_at: '2026-11-24T09:12:00.000Z',
    actor_user_id: 2,
    actor_email: 'admin@cirrus.test',
    action: 'config.update',
    target_type: 'console_config',
    target_id: 'console',
    before: { features: { disks: true } },
    after: { features: { disks: false } },
  },
  {
    id: 2,
    created_at: '2026-11-23T16:40:00.000Z',
    actor_user_id: 2,
    actor_email: 'admin@cirrus.test',
    action: 'general.update',
    target_type: 'general',
    target_id: 'general',
    before: { supportUrl: null },
    after: { supportUrl: 'https://support.example.com' },
  },
  {
    id: 1,
    created_at: '2026-11-20T08:00:00.000Z',
    actor_user_id: 2,
    actor_email: 'admin@cirrus.test',
    action: 'config.update',
    target_type: 'console_config',
    target_id: 'console',
    before: { firewallEnabled: true },
    after: { firewallEnabled: false },
  },
]

/** The dashboard's figures. */
export const overview: AdminOverview = {
  users: 42,
  administrators: 2,
  vms_by_status: { running: 17, stopped: 4, creating: 1 },
  ips: [
    { location: 'tll01', display_name: 'Tallinn', used: 23 },
    { location: 'fra01', display_name: 'Frankfurt', used: 9 },
  ],
  public_pool: { total: 1532, used: 32, free: 1500 },
  hosts: { total: 5, in_maintenance: 1 },
  load: [
    {
      location: 'tll01',
      display_name: 'Tallinn',
      hosts: 3,
      in_maintenance: 1,
      capacity: { vcpu_total: 1536, vcpu_used: 590, ram_mb_total: 3145728, ram_mb_used: 1123840 },
    },
    {
      location: 'fra01',
      display_name: 'Frankfurt',
      hosts: 2,
      in_maintenance: 0,
      capacity: { vcpu_total: 1024, vcpu_used: 930, ram_mb_total: 2097152, ram_mb_used: 1990000 },
    },
  ],
  revenue: { month: '2026-11', by_currency: [{ currency: 'EUR', amount: '12.34' }] },
  recent_sign_ups: [
    { id: 42, email: 'new@example.com', created_at: '2026-11-24T08:30:00.000Z', is_admin: false },
    { id: 41, email: 'ops@cirrus.test', created_at: '2026-11-22T12:00:00.000Z', is_admin: true },
    { id: 1, email: 'admin@cirrus.test', created_at: '2026-10-01T09:00:00.000Z', is_admin: true },
  ],
}

/** Host pools and a storage pool of the VM stories. */
export const POOL_A = '11111111-1111-4111-8111-111111111111'
export const POOL_B = '22222222-2222-4222-8222-222222222222'
export const STORAGE = '33333333-3333-4333-8333-333333333333'

/** An admin VM row, `i` in its name, UUID and IPs. */
export const adminVm = (i: number, extra: Partial<AdminVm> = {}): AdminVm => ({
  uuid: `7c9e000${i}-4d2a-4b1f-9c3e-0a1b2c3d4e5f`,
  name: `web-${i}`,
  status: 'running',
  location: 'tll01',
  vcpu: 2,
  memory: 2048,
  private_ipv4: `10.0.0.${i}`,
  public_ipv4: `185.1.1.${i}`,
  owner_id: 2,
  owner_email: 'alice@example.test',
  billing_account_id: 1,
  designated_pool_uuid: POOL_A,
  current_pool_uuid: POOL_A,
  created_at: `2026-11-2${i}T09:00:00.000Z`,
  ...extra,
})

/** An admin billing account row. */
export const adminAccount = (id: number, extra: Partial<AdminBillingAccount> = {}): AdminBillingAccount => ({
  id,
  title: `Account ${id}`,
  email: 'alice@example.test',
  owner_id: 2,
  owner_email: 'alice@example.test',
  currency: 'EUR',
  credit: 10,
  month_to_date_cost: '4.2731',
  is_active: true,
  suspend_reason: null,
  created_at: `2026-11-2${id}T09:00:00.000Z`,
  ...extra,
})
