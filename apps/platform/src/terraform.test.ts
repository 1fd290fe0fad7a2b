/**
 * Replays the request sequence of Warren's official Terraform provider (with Warren's own Go client, API-NOTES
 * §16) for a network, a virtual machine in it, a disk attached to the VM and a floating IP assigned to it: create,
 * read, refresh, destroy. Paths, encodings, headers and bodies are the client's own: the location slug after
 * `/v1`, trailing slashes, JSON bodies with `application/json; charset=utf-8`, form bodies on DELETE, query
 * parameters on network create. Every step must succeed, and every read-back must pass the client's checks.
 */
import { describe, expect, it } from 'vitest'
import { usePlatform } from '../test/helpers.js'

const t = usePlatform()

type Sent = {
  query?: Record<string, string>
  form?: Record<string, string>
  json?: unknown
  rawJson?: string
}

/** Throws when a JSON text has an object with the same key twice (strict clients reject it, §16). */
function assertNoDuplicateKeys(text: string): void {
  let i = 0
  const ws = () => {
    while (/\s/.test(text[i] ?? '')) i++
  }
  const str = () => {
    const start = i++
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1
    i++
    return JSON.parse(text.slice(start, i)) as string
  }
  const value = (): void => {
    ws()
    if (text[i] === '{') {
      i++
      const seen = new Set<string>()
      ws()
      if (text[i] === '}') return void i++
      for (;;) {
        ws()
        const key = str()
        if (seen.has(key)) throw new Error(`duplicate JSON key ${key}`)
        seen.add(key)
        ws()
        i++ // :
        value()
        ws()
        if (text[i++] === '}') return
      }
    } else if (text[i] === '[') {
      i++
      ws()
      if (text[i] === ']') return void i++
      for (;;) {
        value()
        ws()
        if (text[i++] === ']') return
      }
    } else if (text[i] === '"') str()
    else while (i < text.length && !/[\s,}\]]/.test(text[i]!)) i++
  }
  value()
}

/** One call as the Go client makes it: `apikey`, `Accept: application/json`, its body encodings. */
async function warren(method: string, path: string, sent: Sent = {}) {
  const headers: Record<string, string> = { apikey: t.alice.token, accept: 'application/json' }
  let body: string | undefined
  if (sent.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(sent.form).toString()
  }
  if (sent.json !== undefined || sent.rawJson !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8'
    body = sent.rawJson ?? JSON.stringify(sent.json)
  }
  const query = sent.query ? `?${new URLSearchParams(sent.query).toString()}` : ''
  const res = await t.app.request(`/v1/tll01${path}${query}`, { method, headers, body })
  const text = await res.text()
  expect(res.headers.get('x-warren-correlation-id'), `${method} ${path}`).toBeTruthy()
  if (text !== '') assertNoDuplicateKeys(text)
  // The client decodes into typed structs; shapes are asserted below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = text === '' ? undefined : JSON.parse(text)
  return { status: res.status, text, json }
}

/** The Go client fails on any status ≥ 300: every provider step must be below it. */
async function ok(method: string, path: string, sent: Sent = {}, status = 200) {
  const res = await warren(method, path, sent)
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(status)
  return res
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0)
}

function inSubnet(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/')
  expect(Number(bits)).toBeGreaterThanOrEqual(0)
  expect(Number(bits)).toBeLessThanOrEqual(32)
  const size = 2 ** (32 - Number(bits))
  const start = ipv4ToInt(base!) - (ipv4ToInt(base!) % size)
  return ipv4ToInt(ip) >= start && ipv4ToInt(ip) < start + size
}

function isPrivateIpv4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number)
  return a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)
}

/** The provider's VM state refresh: GET vm?uuid=, then the network whose vm_uuids and subnet hold it. */
async function refreshVm(uuid: string, plan: Record<string, unknown>) {
  const vm = (await ok('GET', '/user-resource/vm', { query: { uuid } })).json
  expect(vm.uuid).toBe(uuid)
  expect(vm).toMatchObject(plan)
  expect(Array.isArray(vm.storage)).toBe(true)
  for (const s of vm.storage) {
    expect(s.uuid).toMatch(UUID)
    expect(s.replica).toEqual(expect.any(Array))
  }
  const networks = (await ok('GET', '/network/networks')).json
  const network = networks.find(
    (n: { vm_uuids: string[]; subnet: string }) =>
      n.vm_uuids.includes(uuid) && inSubnet(vm.private_ipv4, n.subnet),
  )
  expect(network, 'the VM is in a network whose subnet holds its private_ipv4').toBeDefined()
  return { vm, network }
}

/** The provider's disk refresh: GET /storage/disk/{uuid}, then the VM list to find what it is attached to. */
async function refreshDisk(uuid: string) {
  const disk = (await ok('GET', `/storage/disk/${uuid}`)).json
  expect(disk).toMatchObject({ uuid, size_gb: 30, source_image_type: 'EMPTY', status: 'Active' })
  expect(disk.snapshots).toEqual([])
  const list = (await ok('GET', '/user-resource/vm/list')).json
  for (const row of list) {
    expect(row.uuid).toMatch(UUID)
    expect(row.name).toEqual(expect.any(String))
    expect(row.status).toEqual(expect.any(String))
  }
  const server = list.find((vm: { storage: { uuid: string }[] }) => vm.storage.some((s) => s.uuid === uuid))
  return { disk, serverUuid: server?.uuid as string | undefined }
}

/** The provider's floating-IP refresh: the list, the enabled row with this id. */
async function refreshIp(id: number) {
  const list = (await ok('GET', '/network/ip_addresses')).json
  const ip = list.find((row: { id: number; enabled: boolean }) => row.enabled && row.id === id)
  expect(ip, `floating IP ${id} in the list`).toBeDefined()
  return ip
}

function expectFloatingIp(ip: Record<string, unknown>, name: string) {
  expect(ip).toMatchObject({
    id: expect.any(Number),
    uuid: expect.stringMatching(UUID),
    user_id: t.alice.id,
    billing_account_id: t.alice.billingAccountId,
    type: 'public',
    name,
    enabled: true,
    is_deleted: false,
    is_ipv6: false,
    is_virtual: expect.any(Boolean),
    created_at: expect.any(String),
    updated_at: expect.any(String),
  })
  expect(ip.id as number).toBeGreaterThanOrEqual(1)
  for (const key of ['assigned_to', 'assigned_to_resource_type', 'assigned_to_private_ip']) {
    expect(ip, `${key} is always present`).toHaveProperty(key)
  }
  expect(ip.address).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
  expect(isPrivateIpv4(ip.address as string)).toBe(false)
}

describe("Warren's Terraform provider: full cycle (API-NOTES §16)", () => {
  it('has a duplicate-key check that finds duplicates at any depth', () => {
    expect(() => assertNoDuplicateKeys('{"a":1,"b":[{"c":"x\\"","c":2}]}')).toThrow(/duplicate JSON key c/)
    expect(() => assertNoDuplicateKeys('{"a":1,"b":[{"c":"}"},{"c":2}],"d":true}')).not.toThrow()
  })

  it('creates, reads, refreshes and destroys a network, a VM, an attached disk and a floating IP', async () => {
    // The account already has its default network (a user's first network is the default and cannot be
    // deleted, API-NOTES §2): the Go client's GetDefaultNetwork, a POST without a name, makes sure of it.
    const defaultNetwork = (await ok('POST', '/network/network')).json
    expect(defaultNetwork.is_default).toBe(true)
    // ── apply: warren_network ──────────────────────────────────────────────────────────────────────────
    const network = (await ok('POST', '/network/network', { query: { name: 'tf-net' } })).json
    expect(network).toMatchObject({
      name: 'tf-net',
      uuid: expect.stringMatching(UUID),
      vm_uuids: [],
      is_default: false,
    })
    expect(network.subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/)
    const readNetwork = (await ok('GET', `/network/network/${network.uuid}/`)).json
    expect(readNetwork).toMatchObject({ uuid: network.uuid, name: 'tf-net', subnet: network.subnet })

    // ── apply: warren_virtual_machine (JSON, never billing_account_id) ─────────────────────────────────
    const plan = {
      name: 'tf-vm',
      os_name: 'ubuntu',
      os_version: '22.04',
      vcpu: 2,
      memory: 2048,
      username: 'tfuser',
    }
    const created = (
      await ok('POST', '/user-resource/vm', {
        json: {
          name: 'tf-vm',
          os_name: 'ubuntu',
          os_version: '22.04',
          disks: 20,
          vcpu: 2,
          ram: 2048,
          username: 'tfuser',
          password: 'Tf-password-1a',
          backup: false,
          reserve_public_ip: false,
          network_uuid: network.uuid,
          cloud_init: JSON.stringify({ runcmd: ['echo hello'] }),
        },
      })
    ).json
    expect(created).toMatchObject({ ...plan, uuid: expect.stringMatching(UUID), status: 'running' })
    expect(created.billing_account).toBe(t.alice.billingAccountId)
    const vmUuid: string = created.uuid
    const { network: vmNetwork } = await refreshVm(vmUuid, plan)
    expect(vmNetwork.uuid).toBe(network.uuid)
    const primary = created.storage.find((s: { primary: boolean }) => s.primary)
    expect(primary.size).toBe(20)

    // ── apply: warren_disk (form with size_gb only), then attach to server_uuid ────────────────────────
    const disk = await ok('POST', '/storage/disks', { form: { size_gb: '30' } }, 201)
    expect(disk.json).toMatchObject({ size_gb: 30, billing_account_id: t.alice.billingAccountId })
    const diskUuid: string = disk.json.uuid
    const attached = (
      await ok('POST', '/user-resource/vm/storage/attach', { form: { uuid: vmUuid, storage_uuid: diskUuid } })
    ).json
    expect(attached).toMatchObject({ uuid: diskUuid, primary: false, size: 30, replica: [] })
    expect((await refreshDisk(diskUuid)).serverUuid).toBe(vmUuid)
    const { vm: withDisk } = await refreshVm(vmUuid, plan)
    expect(withDisk.storage.map((s: { uuid: string }) => s.uuid)).toContain(diskUuid)

    // ── apply: warren_floating_ip (JSON {name}), assign {vm_uuid} ──────────────────────────────────────
    const before = (await ok('GET', '/network/ip_addresses')).json
    expect(before.find((ip: { assigned_to: string }) => ip.assigned_to === vmUuid)).toBeUndefined()
    const ip = (await ok('POST', '/network/ip_addresses', { json: { name: 'tf-ip' } })).json
    expectFloatingIp(ip, 'tf-ip')
    expect(ip.assigned_to ?? '').toBe('')
    const assigned = (
      await ok('POST', `/network/ip_addresses/${ip.address}/assign`, { json: { vm_uuid: vmUuid } })
    ).json
    expectFloatingIp(assigned, 'tf-ip')
    expect(assigned).toMatchObject({
      address: ip.address,
      assigned_to: vmUuid,
      assigned_to_resource_type: 'virtual_machine',
      assigned_to_private_ip: withDisk.private_ipv4,
    })
    // setStateData of the IP resolves the network from the assigned server.
    await refreshVm(vmUuid, plan)

    // ── refresh (terraform plan): every resource reads back what was planned ─────────────────────────
    expect((await ok('GET', `/network/network/${network.uuid}/`)).json.vm_uuids).toContain(vmUuid)
    await refreshVm(vmUuid, plan)
    expect((await refreshDisk(diskUuid)).serverUuid).toBe(vmUuid)
    const refreshedIp = await refreshIp(ip.id)
    expectFloatingIp(refreshedIp, 'tf-ip')
    expect(refreshedIp.assigned_to).toBe(vmUuid)

    // ── update (terraform apply after changing assigned_to): unassign with {} ─────────────────────────
    const unassigned = (await ok('POST', `/network/ip_addresses/${ip.address}/unassign`, { json: {} })).json
    expectFloatingIp(unassigned, 'tf-ip')
    expect(unassigned.assigned_to ?? '').toBe('')
    await ok('POST', `/network/ip_addresses/${ip.address}/assign`, { json: { vm_uuid: vmUuid } })

    // ── destroy: floating IP, disk (still attached), VM, network ───────────────────────────────────────
    await refreshIp(ip.id)
    const ipDeleted = await ok('DELETE', `/network/ip_addresses/${ip.address}/`, { rawJson: '' })
    expect(ipDeleted.text).toBe('true')
    const ipsAfter = (await ok('GET', '/network/ip_addresses')).json
    expect(ipsAfter.some((row: { id: number; enabled: boolean }) => row.enabled && row.id === ip.id)).toBe(
      false,
    )

    await ok('GET', `/storage/disk/${diskUuid}`)
    const diskDeleted = await ok('DELETE', `/storage/disk/${diskUuid}`, {}, 204)
    expect(diskDeleted.text).toBe('')
    expect((await warren('GET', `/storage/disk/${diskUuid}`)).status).toBe(404)
    const { vm: withoutDisk } = await refreshVm(vmUuid, plan)
    expect(withoutDisk.storage.map((s: { uuid: string }) => s.uuid)).not.toContain(diskUuid)

    const vmDeleted = await ok('DELETE', '/user-resource/vm', { form: { uuid: vmUuid } })
    expect(vmDeleted.json).toEqual(expect.any(Object))
    const gone = await warren('GET', '/user-resource/vm', { query: { uuid: vmUuid } })
    expect(gone.status).toBe(400)
    expect(gone.json.message).toMatch(/^No such virtual machine exists/)

    await ok('GET', `/network/network/${network.uuid}/`)
    await ok('DELETE', `/network/network/${network.uuid}/`)
    // Warren answers an unknown network with 400 "Network UUID is invalid." (API-NOTES §2, live).
    const networkGone = await warren('GET', `/network/network/${network.uuid}/`)
    expect(networkGone).toMatchObject({ status: 400, json: { message: 'Network UUID is invalid.' } })
  })
})
