import { describe, expect, it, vi } from 'vitest'
import { makeServicePackage } from '@cirrus/domain/fixtures'
import { createWarrenClient, requestTarget } from '@cirrus/domain'
import {
  serviceCall,
  serviceCommandMessages,
  serviceConfirmableRequest,
  type ServiceCommand,
} from './service-commands'

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
      [
        { type: 'changeBillingAccount', billingAccountId: 2 },
        'PATCH',
        `/package/${pkg.uuid}`,
        'Service billing account changed',
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

describe('the confirmed one-click actions show what they send', () => {
  const names = (vmId: string) => `vm-${vmId.slice(0, 4)}`
  const twoVms = makeServicePackage({
    resources: [
      pkg.resources[0]!,
      { ...pkg.resources[0]!, resource_id: 'b7e1c0de-0000-4000-8000-000000000002' },
    ],
  })

  it('a VM start or stop shows its one call', () => {
    expect(serviceConfirmableRequest(pkg, { type: 'stopVm', vmId }, names)).toEqual(
      serviceCall(pkg, { type: 'stopVm', vmId }).request,
    )
  })

  it('a start of every VM shows one call per VM resource, in order, named after the VM', () => {
    const steps = serviceConfirmableRequest(twoVms, { type: 'startAll' }, names)
    expect(steps).toEqual(
      twoVms.resources.map((r) => ({
        title: `Start ${names(r.resource_id)}`,
        request: serviceCall(twoVms, { type: 'startVm', vmId: r.resource_id }).request,
      })),
    )
  })

  it('revealing the secrets shows the GET the client sends', async () => {
    const sent: string[] = []
    const client = createWarrenClient({
      baseUrl: 'http://console.test',
      fetch: async (input) => {
        const request = input as Request
        sent.push(`${request.method} ${new URL(request.url).pathname}`)
        return new Response('{}', { headers: { 'content-type': 'application/json' } })
      },
    })
    await client.service.secrets(pkg.uuid)
    const shown = serviceConfirmableRequest(pkg, { type: 'revealSecrets' }, names)
    expect('method' in shown && `${shown.method} ${requestTarget(shown)}`).toBe(sent[0])
  })
})
