/** Fixtures of the admin app's screen stories: one set of audit entries every screen shows. */
import type { AdminOverview, AuditEntry } from '@cirrus/domain'

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
    { location: 'tll01', display_name: 'Tallinn', used: 23, free: 1500 },
    { location: 'fra01', display_name: 'Frankfurt', used: 9, free: 1500 },
  ],
  revenue: { month: '2026-11', by_currency: [{ currency: 'EUR', amount: '12.34' }] },
  recent_sign_ups: [
    { id: 42, email: 'new@example.com', created_at: '2026-11-24T08:30:00.000Z', is_admin: false },
    { id: 41, email: 'ops@cirrus.test', created_at: '2026-11-22T12:00:00.000Z', is_admin: true },
    { id: 1, email: 'admin@cirrus.test', created_at: '2026-10-01T09:00:00.000Z', is_admin: true },
  ],
}
