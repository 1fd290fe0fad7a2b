/** Fixtures of the admin app's screen stories: one set of audit entries every screen shows. */
import type { AuditEntry } from '@cirrus/domain'

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
