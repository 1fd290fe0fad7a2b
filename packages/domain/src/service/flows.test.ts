import { describe, expect, test } from 'vitest'
import { useRecorder } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { fixtureUuid, makeServicePackage } from '../fixtures/index.js'
import { serviceVmIds } from './flows.js'
import { serviceStatus } from './schema.js'

const vmA = fixtureUuid('vm', 501)
const vmB = fixtureUuid('vm', 502)
const pkg = makeServicePackage({
  resources: [
    { resource_id: vmA, resource_type: 'vm', resource_location: 'tll01', resource_allocation: null },
    {
      resource_id: fixtureUuid('ip', 9),
      resource_type: 'virtual_ip',
      resource_location: 'tll01',
      resource_allocation: null,
    },
    { resource_id: vmB, resource_type: 'vm', resource_location: 'tll01', resource_allocation: null },
  ],
})

describe('managed service power (SPEC §4)', () => {
  const ctx = useRecorder()

  test('a bulk stop acts on every VM-type resource, one at a time, and skips other resources', async () => {
    ctx.server.reply({ body: stripTags(pkg) }, { status: 500, body: { message: 'boom' } })
    const results = await ctx.client.setServiceVmsPower(pkg, 'stop')
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/user-resource/service/package/${pkg.uuid}/resources/${vmA}/stop`,
      `POST /v1/user-resource/service/package/${pkg.uuid}/resources/${vmB}/stop`,
    ])
    expect(results.map((r) => r.ok)).toEqual([true, false])
  })

  test('a bulk start uses /start', async () => {
    ctx.server.reply({ body: stripTags(pkg) }, { body: stripTags(pkg) })
    await ctx.client.setServiceVmsPower(pkg, 'start')
    expect(ctx.server.requests.every((r) => r.path.endsWith('/start'))).toBe(true)
  })

  test('serviceVmIds lists only vm resources', () => {
    expect(serviceVmIds(pkg)).toEqual([vmA, vmB])
  })

  test('a service is stopped when hibernation is enabled, else running', () => {
    expect(serviceStatus(makeServicePackage())).toBe('running')
    const hibernating = makeServicePackage({
      properties: {
        location: 'tll01',
        service_ip: null,
        spec: { hibernation: { enabled: true }, provider: null },
      },
    })
    expect(serviceStatus(hibernating)).toBe('stopped')
  })
})
