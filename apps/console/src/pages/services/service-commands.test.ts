import { describe, expect, it, vi } from 'vitest'
import { makeServicePackage } from '@cirrus/domain/fixtures'
import { serviceCall, serviceCommandMessages, type ServiceCommand } from './service-commands'

const pkg = makeServicePackage()
const vmId = pkg.resources[0]!.resource_id

describe('service commands (SPEC §7 Managed services, §8)', () => {
  it('each command sends the request it shows, with its SPEC §8 texts', async () => {
    const cases: [ServiceCommand, string, string, string][] = [
      [{ type: 'rename', name: 'db' }, 'PATCH', `/package/${pkg.uuid}`, 'Service updated'],
      [{ type: 'hibernate', enabled: true }, 'PATCH', '/properties', 'Service updated'],
      [{ type: 'delete' }, 'DELETE', `/package/${pkg.uuid}`, 'Service deleted'],
      [{ type: 'startVm', vmId }, 'POST', `/resources/${vmId}/start`, 'Starting Service VM done'],
      [{ type: 'stopVm', vmId }, 'POST', `/resources/${vmId}/stop`, 'Stopping Service VM done'],
      [
        { type: 'restoreBackup', vmId, replicaUuid: 'r-1' },
        'POST',
        '/tll01/user-resource/service/package/vm/rebuild',
        'Restoring Service backup done',
      ],
      [
        { type: 'addWhitelist', address: '10.0.0.0/8' },
        'POST',
        '/whitelist_addresses',
        'Whitelist address added',
      ],
      [
        { type: 'deleteWhitelist', address: '10.0.0.0/8' },
        'DELETE',
        '/whitelist_addresses',
        'Whitelist address deleted',
      ],
    ]
    for (const [command, method, path, success] of cases) {
      const call = serviceCall(pkg, command)
      expect(call.request.method, command.type).toBe(method)
      expect(call.request.path.endsWith(path), command.type).toBe(true)
      expect(serviceCommandMessages(command).success).toBe(success)
      const service = new Proxy({}, { get: (_t, name) => vi.fn(async () => name) })
      await expect(call.run({ service } as never)).resolves.toBeTypeOf('string')
    }
    expect(serviceCommandMessages({ type: 'startVm', vmId }).failure).toBe('Error starting Service VM')
    expect(serviceCommandMessages({ type: 'addWhitelist', address: 'x' }).failure).toBe(
      'Error adding whitelist address',
    )
  })
})
