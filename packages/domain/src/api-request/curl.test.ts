import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRecorder, type Recorder } from '../http/test-utils/server.js'
import { curlArguments, shellQuote, toCurl } from './curl.js'
import { createWarrenHttp } from '../http/core.js'
import { requestBody, type ApiRequest } from './request.js'

const baseUrl = 'https://console.example'
const TOKEN = 'tok-123'

/** The words a POSIX shell hands to `curl` when it runs `command` (curl replaced by a printer). */
function shellWords(command: string, variables: Record<string, string> = {}): string[] {
  const out = execFileSync('sh', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], {
    env: { PATH: process.env.PATH, WARREN_API_TOKEN: TOKEN, ...variables },
    encoding: 'utf8',
  })
  return out.split('\0').slice(0, -1)
}

const tricky = [
  `it's "quoted"`,
  'two  spaces',
  '$HOME and ${PATH} and $(id) and `id`',
  'line one\nline two\n',
  'ünïcödé ✓ 😀',
  'back\\slash',
  '!bang & pipe | semi; <redirect> *glob? ~tilde #hash',
  '',
  'a+b=c&d%20e',
]

describe('toCurl (issue 10 "Show API request")', () => {
  it('writes a form POST one option per line, the token from the shell', () => {
    const request: ApiRequest = {
      method: 'POST',
      path: '/v1/tll01/storage/disks',
      body: { size_gb: 20, display_name: 'data disk', billing_account_id: undefined },
    }
    expect(toCurl(request, { baseUrl })).toBe(
      [
        'curl -X POST https://console.example/v1/tll01/storage/disks \\',
        '  -H "apikey: $WARREN_API_TOKEN" \\',
        '  --data-urlencode size_gb=20 \\',
        "  --data-urlencode 'display_name=data disk'",
      ].join('\n'),
    )
  })

  it('leaves -X out of a GET and encodes the query into the URL', () => {
    const request: ApiRequest = {
      method: 'GET',
      path: '/v1/tll01/user-resource/vm',
      query: { uuid: 'a b', r_type: 'snapshot' },
    }
    expect(toCurl(request, { baseUrl: `${baseUrl}/` })).toBe(
      [
        "curl 'https://console.example/v1/tll01/user-resource/vm?uuid=a%20b&r_type=snapshot' \\",
        '  -H "apikey: $WARREN_API_TOKEN"',
      ].join('\n'),
    )
  })

  it('sends a JSON body raw with its content type', () => {
    const request: ApiRequest = {
      method: 'POST',
      path: '/v1/tll01/network/ip_addresses/198.51.100.7/assign',
      body: { vm_uuid: 'u-1' },
      encoding: 'json',
    }
    expect(toCurl(request, { baseUrl, tokenVariable: 'TOKEN' })).toBe(
      [
        'curl -X POST https://console.example/v1/tll01/network/ip_addresses/198.51.100.7/assign \\',
        '  -H "apikey: $TOKEN" \\',
        "  -H 'Content-Type: application/json' \\",
        `  --data-raw '{"vm_uuid":"u-1"}'`,
      ].join('\n'),
    )
  })

  it('repeats a list key, leaves null out, and a DELETE without a body has no data', () => {
    const form = toCurl(
      {
        method: 'POST',
        path: '/v1/x/vm',
        body: { public_keys: ['ssh-ed25519 A', 'ssh-ed25519 B'], n: null },
      },
      { baseUrl },
    )
    expect(form.match(/--data-urlencode 'public_keys=ssh-ed25519 [AB]'/g)).toHaveLength(2)
    expect(form).not.toContain('n=')
    expect(toCurl({ method: 'DELETE', path: '/v1/x/storage/disks/d' }, { baseUrl })).toBe(
      'curl -X DELETE https://console.example/v1/x/storage/disks/d \\\n  -H "apikey: $WARREN_API_TOKEN"',
    )
  })

  it('refuses a token variable that is not a shell name', () => {
    expect(() => toCurl({ method: 'GET', path: '/v1/x' }, { baseUrl, tokenVariable: 'A;rm -rf' })).toThrow()
  })

  it.each(tricky)('a POSIX shell hands curl exactly the arguments, value %j', (value) => {
    for (const request of [
      { method: 'POST', path: '/v1/tll01/user-resource/vm/clone', body: { uuid: 'u', name: value } },
      { method: 'PATCH', path: '/v1/tll01/network/network/n', body: { name: value }, encoding: 'json' },
      { method: 'GET', path: '/v1/tll01/user-resource/vm', query: { uuid: value } },
    ] satisfies ApiRequest[]) {
      expect(shellWords(toCurl(request, { baseUrl }))).toEqual(
        curlArguments(request, { baseUrl, token: TOKEN }),
      )
    }
  })

  it('quotes any string so the shell gives it back unchanged (property)', () => {
    // A shell word cannot hold NUL; everything else must survive.
    const word = fc.string({ unit: 'binary' }).filter((s) => !s.includes('\0'))
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        expect(shellWords(`curl ${words.map(shellQuote).join(' ')}`)).toEqual(words)
      }),
      { numRuns: 25 },
    )
    // 25 shells, each a process: seconds on a loaded 2-core machine.
  }, 30_000)

  it('never prints a secret: the command reads it from a shell variable, the shell gives the value back', () => {
    const form: ApiRequest = {
      method: 'POST',
      path: '/v1/tll01/user-resource/vm',
      body: { name: 'web-1', password: 'Pa$$\'w"rd1' },
      secrets: { password: 'VM_PASSWORD' },
    }
    const command = toCurl(form, { baseUrl })
    expect(command).not.toContain('Pa$$')
    expect(command).toContain('--data-urlencode "password=$VM_PASSWORD"')
    expect(shellWords(command, { VM_PASSWORD: 'Pa$$\'w"rd1', WARREN_API_TOKEN: TOKEN })).toEqual([
      ...curlArguments(form, { baseUrl, token: TOKEN, variables: { VM_PASSWORD: 'Pa$$\'w"rd1' } }),
    ])
    const json: ApiRequest = { ...form, encoding: 'json', body: { name: 'web-1', password: 'Secret123' } }
    const jsonCommand = toCurl(json, { baseUrl })
    expect(jsonCommand).not.toContain('Secret123')
    expect(jsonCommand).toContain(`'{"name":"web-1","password":"'"$VM_PASSWORD"'"}'`)
    expect(
      curlArguments(json, { baseUrl, token: TOKEN, variables: { VM_PASSWORD: 'Secret123' } }).at(-1),
    ).toBe('{"name":"web-1","password":"Secret123"}')
  })
})

describe('a path segment not known yet (the id an earlier call answers)', () => {
  const request: ApiRequest = {
    method: 'POST',
    path: '/v1/user-resource/access_group/GROUP_ID/impersonation',
    body: { grantee_username: 'bob@example.com' },
    encoding: 'json',
    pathVariables: { GROUP_ID: 'GROUP_ID' },
  }

  it('is read from its shell variable, and the shell gives the real path back', () => {
    const command = toCurl(request, { baseUrl })
    expect(command.split('\n')[0]).toBe(
      'curl -X POST "https://console.example/v1/user-resource/access_group/$GROUP_ID/impersonation" \\',
    )
    const words = shellWords(command, { GROUP_ID: '42' })
    expect(words[2]).toBe('https://console.example/v1/user-resource/access_group/42/impersonation')
    expect(words).toEqual(curlArguments(request, { baseUrl, token: TOKEN, variables: { GROUP_ID: '42' } }))
  })

  it('replaces whole segments only', () => {
    const other: ApiRequest = { ...request, path: '/v1/GROUP_IDS/GROUP_ID', query: { q: 'GROUP_ID' } }
    expect(toCurl(other, { baseUrl }).split(' \\')[0]).toBe(
      'curl -X POST "https://console.example/v1/GROUP_IDS/$GROUP_ID?q=GROUP_ID"',
    )
  })

  it('is shown, never sent', async () => {
    const http = createWarrenHttp({
      baseUrl: 'https://console.example',
      fetch: () => Promise.reject(new Error('sent')),
    })
    await expect(http.send(request)).rejects.toThrow('A shown-only request cannot be sent')
  })
})

const hasCurl = spawnSync('curl', ['--version']).status === 0

describe.skipIf(!hasCurl)('the command run by a shell with the real curl', () => {
  let server: Recorder
  beforeAll(async () => {
    server = await startRecorder()
  })
  afterAll(() => server.close())

  it.each([
    {
      method: 'POST',
      path: '/v1/tll01/user-resource/vm',
      body: { name: tricky[0], description: tricky[2], cloud_init: tricky[3], public_keys: ['a', 'b+c'] },
    },
    { method: 'PATCH', path: '/v1/tll01/network/network/n', body: { name: tricky[4] }, encoding: 'json' },
    { method: 'DELETE', path: '/v1/tll01/user-resource/vm', body: { uuid: tricky[8] } },
  ] satisfies ApiRequest[])('sends what the client sends: $method $path', async (request) => {
    server.reset()
    server.reply({ body: {} })
    const command = toCurl(request, { baseUrl: server.url }).replace(/^curl /, 'curl -sS -o /dev/null ')
    // Asynchronously: the recording server answers from this process.
    await promisify(execFile)('sh', ['-c', command], {
      env: { PATH: process.env.PATH, WARREN_API_TOKEN: TOKEN },
    })
    const [got] = server.requests
    expect(got?.method).toBe(request.method)
    expect(got?.path).toBe(request.path)
    expect(got?.headers.apikey).toBe(TOKEN)
    const sent = requestBody(request)!
    expect(got?.headers['content-type']).toBe(sent.contentType)
    if (sent.contentType === 'application/json') expect(JSON.parse(got!.rawBody)).toEqual(request.body)
    else expect([...new URLSearchParams(got!.rawBody)]).toEqual([...new URLSearchParams(sent.text)])
  })
})
