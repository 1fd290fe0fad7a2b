/** Activity events for stories of the feed (issue 18), in the console and the admin app. */
import type { ActivityEvent } from '@cirrus/domain'

const base: ActivityEvent = {
  id: 1,
  actor_user_id: 7,
  actor_email: 'demo@cirrus.test',
  action: 'vm.stop',
  resource_type: 'virtual_machine',
  resource_uuid: '7d0c3f5e-3b8a-4d7e-9a55-2f3b6c1d9e01',
  resource_name: 'web-1',
  location: 'tll01',
  result: 'ok',
  status: 200,
  message: null,
  started_at: '2025-11-10T10:15:00Z',
  finished_at: '2025-11-10T10:15:04Z',
}

/** Four events, newest first: a create, a failed stop (409), a colleague's start, a stop. */
export const storyActivityEvents: ActivityEvent[] = [
  { ...base, id: 4, action: 'disk.create', resource_type: 'disk', resource_name: 'data-1' },
  {
    ...base,
    id: 3,
    action: 'vm.stop',
    resource_name: 'db-1',
    result: 'failed',
    status: 409,
    message: 'The virtual machine is locked by another operation',
  },
  { ...base, id: 2, action: 'vm.start', actor_email: 'colleague@cirrus.test' },
  { ...base, id: 1 },
]
