import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../test/helpers.js'
import { createApp } from './app.js'
import { modules } from './modules.js'
import { bucketSource, coreSource, loadBalancerSource, metalLeaseSource } from './services/meter-sources.js'
import { delegationExtension } from './services/delegation.js'
import { customProductSource } from './services/growth.js'
import { referralRewardSource } from './services/referral.js'
import { testSettings } from './settings.js'

const t = usePlatform()
const without = (...names: string[]) => modules.filter((m) => !names.includes(m.name))

/** Submits an operation of `kind` and runs it: the error tells whether a handler is registered. */
async function runKind(app: ReturnType<typeof createApp>, kind: string) {
  const p = app.platform
  const id = await p.store.db.transaction((tx) =>
    p.ops.submit(tx, { kind, payload: { vmUuid: randomUUID() } }),
  )
  return p.ops.run(id).then(
    () => 'ran',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
}

describe('explicit composition (modules.ts)', () => {
  it('assembles meter sources and principal extensions from the module list only', () => {
    expect(t.app.platform.meterSources).toEqual([
      coreSource,
      loadBalancerSource,
      bucketSource,
      metalLeaseSource,
      customProductSource,
      referralRewardSource,
    ])
    expect(t.app.platform.principalExtensions).toEqual([delegationExtension])
    const bare = createApp(t.store, {
      settings: testSettings,
      modules: without(
        'object-storage',
        'load-balancers',
        'access-groups',
        'metal',
        'admin-billing',
        'admin-growth',
      ),
    })
    expect(bare.platform.meterSources).toEqual([coreSource])
    expect(bare.platform.principalExtensions).toEqual([])
  })

  it('mounts routes and registers operation handlers only for listed modules', async () => {
    const bare = createApp(t.store, { settings: testSettings, modules: without('managed-services') })
    expect(await runKind(bare, 'service.vm.start')).toBe('Unknown operation kind service.vm.start')
    const missing = await call(bare, 'GET', '/v1/user-resource/service/packages', { token: t.alice.token })
    expect(missing.status).toBe(404)
    // The full platform has both.
    expect(await runKind(t.app, 'service.vm.start')).toBe('ran')
    const listed = await call(t.app, 'GET', '/v1/user-resource/service/packages', { token: t.alice.token })
    expect(listed.status).toBe(200)
  })
})
