import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.js'
import { testSettings } from '../settings.js'
import { call, usePlatform } from '../../test/helpers.js'

const t = usePlatform()

function builtApp(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `cirrus-${name}-`))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`)
  writeFileSync(join(dir, 'assets', 'app.js'), `console.log('${name}')`)
  return dir
}

describe('serving the built apps', () => {
  it('serves the console at / and the admin app at /admin with SPA fallbacks, never for API paths', async () => {
    const app = createApp(t.store, {
      settings: testSettings,
      staticRoots: { console: builtApp('console'), admin: builtApp('admin') },
    })
    const root = await call(app, 'GET', '/')
    expect(root.text).toContain('<title>console</title>')
    const deep = await call(app, 'GET', '/compute/vm/tll01/abc/')
    expect(deep.text).toContain('<title>console</title>')
    const asset = await call(app, 'GET', '/assets/app.js')
    expect(asset.text).toBe("console.log('console')")
    const admin = await call(app, 'GET', '/admin/users')
    expect(admin.text).toContain('<title>admin</title>')
    const adminAsset = await call(app, 'GET', '/admin/assets/app.js')
    expect(adminAsset.text).toBe("console.log('admin')")
    const api = await call(app, 'GET', '/v1/nothing/here', { token: t.alice.token })
    expect(api.status).toBe(404)
    expect(api.body.message).toBe('no route and no API found with those values')
    const health = await call(app, 'GET', '/healthz')
    expect(health.body).toEqual({ status: 'ok' })
  })

  it('skips folders that do not exist', async () => {
    const app = createApp(t.store, { settings: testSettings, staticRoots: { console: '/nonexistent/dist' } })
    const res = await call(app, 'GET', '/')
    expect(res.status).toBe(404)
  })
})
