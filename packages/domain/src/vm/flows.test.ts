import { describe, expect, test } from 'vitest'
import { useRecorder } from '../http/test-utils/calls.js'
import { decodeForm } from '../http/test-utils/server.js'
import { stripTags } from '../http/fields.js'
import { ApiError } from '../http/errors.js'
import { makeIp, makeVm, makeVmStorage } from '../fixtures/index.js'
import { toWarrenIp } from '../ip/schema.js'
import { IP_ASSIGN_FAILED, planVmUpdate } from './flows.js'

const loc = 'tll01'
const vm = makeVm({ status: 'stopped', vcpu: 2, memory: 4096, storage: [makeVmStorage({ size: 20 })] })
const raw = stripTags(vm)
const ip = makeIp()
const create = { name: 'web-frontend', vcpu: 2, ram: 4096, disks: 20, os_name: 'ubuntu', os_version: '24.04' }

describe('createVm: an IP is assigned after creation only when a private IP is given (SPEC §5)', () => {
  const ctx = useRecorder()

  test('no private IP: only the create call, no assign call', async () => {
    ctx.server.reply({ body: raw })
    const result = await ctx.client.createVm(loc, { ...create, assign_ip: { address: ip.address } })
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/${loc}/user-resource/vm`,
    ])
    expect(result).toMatchObject({ ip: null, ipError: null })
    expect(result.vm.uuid).toBe(vm.uuid)
  })

  test('an empty or blank private IP counts as not given', async () => {
    ctx.server.reply({ body: raw })
    await ctx.client.createVm(loc, { ...create, assign_ip: { address: ip.address, private_ip: '  ' } })
    expect(ctx.server.requests).toHaveLength(1)
  })

  test('the assignment fields never leak into the VM create form', async () => {
    ctx.server.reply({ body: raw })
    await ctx.client.createVm(loc, { ...create, assign_ip: { address: ip.address, private_ip: '' } })
    expect(Object.keys(decodeForm(ctx.server.requests[0]!.rawBody)).sort()).toEqual(
      ['disks', 'name', 'os_name', 'os_version', 'ram', 'vcpu'].sort(),
    )
  })

  test('with a private IP: create, then assign that address to the new VM with private_ip (JSON)', async () => {
    const assigned = { ...toWarrenIp(ip), assigned_to: vm.uuid, assigned_to_resource_type: 'virtual_machine' }
    ctx.server.reply({ body: raw }, { body: assigned })
    const result = await ctx.client.createVm(loc, {
      ...create,
      assign_ip: { address: ip.address, private_ip: '10.1.104.3' },
    })
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/${loc}/user-resource/vm`,
      `POST /v1/${loc}/network/ip_addresses/${ip.address}/assign`,
    ])
    expect(JSON.parse(ctx.server.requests[1]!.rawBody)).toEqual({
      assigned_to: vm.uuid,
      assigned_to_resource_type: 'virtual_machine',
      private_ip: '10.1.104.3',
    })
    expect(result.ip?.assigned_to).toBe(vm.uuid)
    expect(ctx.logger.entries).toEqual([])
  })

  test("a failed assign is logged as 'IP assign failed' and returned, never thrown (SPEC §8)", async () => {
    ctx.server.reply(
      { body: raw },
      { status: 404, body: { message: `Ip address ${ip.address} was not found.` } },
    )
    const result = await ctx.client.createVm(loc, {
      ...create,
      assign_ip: { address: ip.address, private_ip: '10.1.104.3' },
    })
    expect(result.vm.uuid).toBe(vm.uuid)
    expect(result.ip).toBeNull()
    expect(result.ipError).toBeInstanceOf(ApiError)
    expect(ctx.logger.entries.map((e) => e.message)).toEqual([IP_ASSIGN_FAILED])
    expect(IP_ASSIGN_FAILED).toBe('IP assign failed')
  })

  test('a failed create throws and assigns nothing', async () => {
    ctx.server.reply({ status: 400, body: { errors: { name: 'Name is too short' } } })
    await expect(
      ctx.client.createVm(loc, { ...create, assign_ip: { address: ip.address, private_ip: '10.1.104.3' } }),
    ).rejects.toMatchObject({ fieldErrors: { name: 'Name is too short' } })
    expect(ctx.server.requests).toHaveLength(1)
  })
})

describe('updateVm: change-only updates (SPEC §5)', () => {
  const ctx = useRecorder()

  test('nothing changed: no call at all', async () => {
    const result = await ctx.client.updateVm(loc, vm, { name: vm.name, vcpu: 2, ram: 4096, disk_size_gb: 20 })
    expect(ctx.server.requests).toHaveLength(0)
    expect(result).toEqual({ vm, updated: false, resized: null })
  })

  test('the disk is not resized when the size equals the primary disk size', async () => {
    ctx.server.reply({ body: { ...raw, name: 'renamed' } })
    const result = await ctx.client.updateVm(loc, vm, { name: 'renamed', disk_size_gb: 20 })
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /v1/${loc}/user-resource/vm`,
    ])
    expect(decodeForm(ctx.server.requests[0]!.rawBody)).toEqual({ uuid: vm.uuid, name: 'renamed' })
    expect(result).toMatchObject({ updated: true, resized: null })
  })

  test('CPU and RAM are sent only when changed: a RAM-only change sends no vcpu', async () => {
    ctx.server.reply({ body: { ...raw, memory: 8192 } })
    await ctx.client.updateVm(loc, vm, { vcpu: 2, ram: 8192 })
    expect(decodeForm(ctx.server.requests[0]!.rawBody)).toEqual({ uuid: vm.uuid, ram: '8192' })
  })

  test('a different size resizes the primary disk with PATCH vm/storage', async () => {
    const resized = makeVmStorage({ size: 40 })
    ctx.server.reply({ body: resized })
    const result = await ctx.client.updateVm(loc, vm, { vcpu: 2, ram: 4096, disk_size_gb: 40 })
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /v1/${loc}/user-resource/vm/storage`,
    ])
    expect(decodeForm(ctx.server.requests[0]!.rawBody)).toEqual({
      uuid: vm.uuid,
      disk_uuid: vm.storage[0]!.uuid,
      size_gb: '40',
    })
    expect(result.updated).toBe(false)
    expect(result.resized?.size).toBe(40)
    expect(result.vm.storage[0]!.size).toBe(40)
  })

  test('CPU change and resize together: the VM update first, then the resize', async () => {
    ctx.server.reply({ body: { ...raw, vcpu: 4 } }, { body: makeVmStorage({ size: 60 }) })
    const result = await ctx.client.updateVm(loc, vm, { vcpu: 4, disk_size_gb: 60 })
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /v1/${loc}/user-resource/vm`,
      `PATCH /v1/${loc}/user-resource/vm/storage`,
    ])
    expect(result.vm).toMatchObject({ vcpu: 4 })
    expect(result.vm.storage[0]!.size).toBe(60)
  })
})

describe('planVmUpdate (pure)', () => {
  test('only the primary disk is resized, never a secondary one', () => {
    const withTwo = makeVm({
      storage: [makeVmStorage({ primary: false, size: 100, name: 'vdb' }, 2), makeVmStorage({ size: 20 })],
    })
    expect(planVmUpdate(withTwo, { disk_size_gb: 30 }).resize).toEqual({
      uuid: withTwo.uuid,
      disk_uuid: withTwo.storage[1]!.uuid,
      size_gb: 30,
    })
  })

  test('a VM without a listed primary disk is not resized', () => {
    expect(planVmUpdate(makeVm({ storage: [] }), { disk_size_gb: 30 }).resize).toBeNull()
  })

  test('an unchanged description is not sent; a changed one is', () => {
    const v = makeVm({ description: 'x' })
    expect(planVmUpdate(v, { description: 'x' }).update).toBeNull()
    expect(planVmUpdate(v, { description: 'y' }).update).toEqual({ uuid: v.uuid, description: 'y' })
  })
})
