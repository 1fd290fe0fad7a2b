import { describe, expect, it } from 'vitest'
import { ConsoleConfigSchema, GeneralSettingsSchema, defaultConsoleConfig } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { listAudit } from '../store/audit.js'

const t = usePlatform()
const CONFIG = '/v1/admin/config'
const GENERAL = '/v1/admin/general'
const consoleConfig = async (token = t.alice.token) =>
  ConsoleConfigSchema.parse((await call(t.app, 'GET', '/v1/config/console', { token })).body)

describe('platform configuration (PATCH /v1/admin/config, SPEC §6)', () => {
  it('switches a feature off for the customer console, keeps the others, and logs who did it', async () => {
    const res = await call(t.app, 'PATCH', CONFIG, {
      token: t.admin.token,
      json: { features: { disks: false } },
    })
    expect(res.status).toBe(200)
    expect(res.body.features).toEqual({ ...defaultConsoleConfig.features, disks: false })

    // What the customer console reads on its next load.
    const seen = await consoleConfig()
    expect(seen.features.disks).toBe(false)
    expect(seen.features.virtual_machines).toBe(true)

    await call(t.app, 'PATCH', CONFIG, {
      token: t.admin.token,
      json: { disksEnabled: false, firewallEnabled: false, adminBareMetalEnabled: false },
    })
    expect(await consoleConfig()).toMatchObject({
      features: { disks: false },
      disksEnabled: false,
      firewallEnabled: false,
      adminBareMetalEnabled: false,
    })

    const [last, first] = await listAudit(t.store.db, { limit: 10 })
    expect(first).toMatchObject({
      actorUserId: t.admin.id,
      action: 'config.update',
      targetType: 'console_config',
    })
    expect((first!.before as { features: { disks: boolean } }).features.disks).toBe(true)
    expect((first!.after as { features: { disks: boolean } }).features.disks).toBe(false)
    expect(last!.after).toMatchObject({ firewallEnabled: false })
  })

  it('answers the configuration in force to an administrator', async () => {
    const res = await call(t.app, 'GET', CONFIG, { token: t.admin.token })
    expect(ConsoleConfigSchema.parse(res.body)).toEqual(defaultConsoleConfig)
  })

  it('refuses a customer (403) and changes nothing', async () => {
    const res = await call(t.app, 'PATCH', CONFIG, {
      token: t.alice.token,
      json: { features: { disks: false } },
    })
    expect(res.status).toBe(403)
    expect((await consoleConfig()).features.disks).toBe(true)
    expect(await listAudit(t.store.db, { limit: 10 })).toEqual([])
  })

  it('rejects an unknown switch or a non-boolean, naming the field, and changes nothing', async () => {
    const unknown = await call(t.app, 'PATCH', CONFIG, {
      token: t.admin.token,
      json: { features: { teleport: true } },
    })
    expect(unknown.status).toBe(400)
    const wrong = await call(t.app, 'PATCH', CONFIG, {
      token: t.admin.token,
      json: { disksEnabled: 'maybe' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.disksEnabled).toBeDefined()
    expect(await consoleConfig()).toEqual(defaultConsoleConfig)
    expect(await listAudit(t.store.db, { limit: 10 })).toEqual([])
  })
})

describe('general settings (PUT /v1/admin/general)', () => {
  const settings = {
    platform_name: 'Acme Cloud',
    support_url: 'https://support.acme.test',
    terms_url: 'https://acme.test/terms',
    docs_url: 'https://docs.acme.test',
    release_notes_url: 'https://acme.test/releases',
  }

  it('stores name, support URL, terms, docs and release-notes links; the customer console gets the support URL', async () => {
    expect((await call(t.app, 'GET', GENERAL, { token: t.admin.token })).body).toEqual({
      platform_name: 'Cirrus',
      support_url: null,
      terms_url: null,
      docs_url: null,
      release_notes_url: null,
    })
    const res = await call(t.app, 'PUT', GENERAL, { token: t.admin.token, json: settings })
    expect(res.status).toBe(200)
    expect(
      GeneralSettingsSchema.parse((await call(t.app, 'GET', GENERAL, { token: t.admin.token })).body),
    ).toEqual(settings)
    expect((await consoleConfig()).supportUrl).toBe('https://support.acme.test')

    // An empty field clears the support URL: no support button any more.
    await call(t.app, 'PUT', GENERAL, { token: t.admin.token, json: { ...settings, support_url: '' } })
    expect((await consoleConfig()).supportUrl).toBeNull()
    const [entry] = await listAudit(t.store.db, { limit: 1 })
    expect(entry).toMatchObject({ action: 'general.update', before: settings, after: { support_url: null } })
  })

  it('rejects a support URL that is not http(s) or a name too long, beside the field', async () => {
    const bad = await call(t.app, 'PUT', GENERAL, {
      token: t.admin.token,
      json: { ...settings, support_url: 'javascript:alert(1)' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.support_url).toBe('Enter an address starting with http:// or https://')
    const badDocs = await call(t.app, 'PUT', GENERAL, {
      token: t.admin.token,
      json: { ...settings, docs_url: 'ftp://docs.acme.test' },
    })
    expect(badDocs.body.errors.docs_url).toBe('Enter an address starting with http:// or https://')
    const long = await call(t.app, 'PUT', GENERAL, {
      token: t.admin.token,
      json: { ...settings, platform_name: 'x'.repeat(61) },
    })
    expect(long.body.errors.platform_name).toBeDefined()
    expect((await consoleConfig()).supportUrl).toBeNull()
  })

  it('refuses a customer (403) and changes nothing', async () => {
    expect((await call(t.app, 'PUT', GENERAL, { token: t.bob.token, json: settings })).status).toBe(403)
    expect((await call(t.app, 'GET', GENERAL, { token: t.bob.token })).status).toBe(403)
    expect((await consoleConfig()).supportUrl).toBeNull()
  })
})
