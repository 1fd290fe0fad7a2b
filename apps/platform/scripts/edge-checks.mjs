// Adversarial checks of the HTTP edge (issue 9, items 3–6, 8, 11) against a RUNNING server on loopback: the figures
// of the README "Security" section come from it. Bounded: 8 × 100 MB anonymous bodies, one 300 MB body, 200 wrong
// sign-ins, then one request per malformed-input case. Sends only to 127.0.0.1.
//
//   OPERATION_TIME_SCALE=0 DATA_DIR=$(mktemp -d) PORT=18931 npx tsx src/server.ts &   # demo seed needed
//   node scripts/edge-checks.mjs 18931 <server pid>                                 # pid: for its RSS
import http from 'node:http'
import { readFileSync } from 'node:fs'
const [port, pid] = process.argv.slice(2).map(Number)
const base = `http://127.0.0.1:${port}`
const peakRss = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

function bigPost(path, totalMb, headers = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now()
    let sent = 0
    const req = http.request(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
    })
    const chunk = Buffer.alloc(1024 * 1024, 0x61)
    let done = false
    const finish = (status) => {
      if (done) return
      done = true
      resolve({ status, ms: Math.round(performance.now() - t0), sentMb: sent })
    }
    req.on('response', (res) => {
      res.resume()
      finish(res.statusCode)
      req.destroy()
    })
    req.on('error', () => finish('connection closed'))
    const pump = () => {
      while (!done && sent < totalMb) {
        sent++
        if (!req.write(chunk)) return req.once('drain', pump)
      }
      if (!done && sent >= totalMb) req.end()
    }
    pump()
  })
}

async function json(method, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, body: await res.text() }
}

const out = {}
const signIn = await json('POST', '/auth/sign-in', { email: 'demo@cirrus.test', password: 'demo-password-1' })
const cookie = /cirrus_session=[^;]+/.exec(signIn.headers.get('set-cookie'))[0]
const session = { cookie, 'X-Cirrus-Client': 'console' }
const token = JSON.parse(
  (await json('POST', '/v1/user-resource/token', { description: 'adv' }, session)).body,
).token
const accounts = JSON.parse(
  (await json('GET', '/v1/payment/billing_account/list', undefined, { apikey: token })).body,
)
const restricted = JSON.parse(
  (
    await json(
      'POST',
      '/v1/user-resource/token',
      { description: 'r', billing_account_id: accounts[0].id },
      session,
    )
  ).body,
).token
await json('POST', '/v1/storage/user/keys', undefined, { apikey: token })

out.rssBeforeMb = Math.round(rss())
let t = performance.now()
const anon = []
for (let i = 0; i < 8; i++) anon.push(await bigPost('/v1/user-resource/ssh_keys', 100))
out.anonymous8x100MB = {
  statuses: [...new Set(anon.map((a) => a.status))],
  totalMs: Math.round(performance.now() - t),
}
out.authenticated300MB = await bigPost('/v1/user-resource/ssh_keys', 300, { apikey: token })
out.peakRssMb = Math.round(peakRss())

const statuses = []
for (let i = 0; i < 200; i++)
  statuses.push(
    (await json('POST', '/auth/sign-in', { email: 'demo@cirrus.test', password: 'wrong-password-' + i }))
      .status,
  )
out.wrongSignIns200 = {
  n429: statuses.filter((s) => s === 429).length,
  n401: statuses.filter((s) => s === 401).length,
}
out.formSignIn = (
  await fetch(base + '/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=demo%40cirrus.test&password=demo-password-1',
  })
).status
out.badSlug = (await json('GET', '/v1/%ZZ/user-resource/vm/list', undefined, { apikey: token })).status
out.brokenMultipart = (
  await fetch(base + '/v1/user-resource/ssh_keys', {
    method: 'POST',
    headers: { apikey: token, 'content-type': 'multipart/form-data; boundary=X' },
    body: '--X\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
  })
).status
out.nulInName = (
  await json(
    'POST',
    '/v1/user-resource/ssh_keys',
    { name: 'a\u0000b', public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3tBWb0bmn3ZQ1XGN0 a@b' },
    { apikey: token },
  )
).status
out.loneSurrogate = (
  await fetch(base + '/v1/user-resource/ssh_keys', {
    method: 'POST',
    headers: { apikey: token, 'content-type': 'application/json' },
    body: '{"name":"a\\ud800","public_key":"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3tBWb0bmn3ZQ1XGN0 a@b"}',
  })
).status
out.mbName = (
  await json(
    'POST',
    '/v1/user-resource/ssh_keys',
    {
      name: 'k'.repeat(1_000_000),
      public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3tBWb0bmn3ZQ1XGN0 a@b',
    },
    { apikey: token },
  )
).status
out.tokenId33bit = (
  await json('DELETE', '/v1/user-resource/token/99999999999', undefined, { apikey: token })
).status
const s3 = await json('GET', '/v1/storage/user/keys', undefined, { apikey: restricted })
out.restrictedReadsS3Keys = s3.status
out.restrictedListsSshKeys = (
  await json('GET', '/v1/user-resource/ssh_keys', undefined, { apikey: restricted })
).status
const list = JSON.parse(
  (await json('GET', '/v1/user-resource/token/list', undefined, { apikey: restricted })).body,
)
out.restrictedSeesGlobalTokens = list.filter((x) => !x.restricted).length
const h = (await fetch(base + '/')).headers
out.headers = {
  csp: !!h.get('content-security-policy'),
  xfo: h.get('x-frame-options'),
  nosniff: h.get('x-content-type-options'),
}
console.log(JSON.stringify(out, null, 1))
