import { describe, expect, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeReplica, makeVm } from '../fixtures/index.js'
import {
  ResourceBillingInputSchema,
  VmCreateInputSchema,
  VmStopInputSchema,
  VmUpdateInputSchema,
  WarrenVmSchema,
  parseVm,
  primaryStorage,
} from './schema.js'

const raw = stripTags(makeVm())

describe('the Warren VM object (API-NOTES §7.1)', () => {
  test('parseVm tags the VM with its type and location (SPEC §3)', () => {
    const vm = parseVm(raw, 'jhv02')
    expect(vm.type).toBe('virtual_machine')
    expect(vm.location).toBe('jhv02')
  })

  test('memory (MB) and billing_account (not billing_account_id) are the field names', () => {
    const { memory, billing_account, ...rest } = raw
    expect(WarrenVmSchema.safeParse(rest).success).toBe(false)
    expect(WarrenVmSchema.parse({ ...rest, memory, billing_account }).memory).toBe(memory)
    expect(
      WarrenVmSchema.safeParse({ ...rest, ram: memory, billing_account_id: billing_account }).success,
    ).toBe(false)
  })

  test('keys live deployments leave out (id, public_ipv4, license_type, username) become null', () => {
    const { id: _id, public_ipv4: _p, license_type: _l, username: _u, ...live } = raw
    const vm = WarrenVmSchema.parse(live)
    expect(vm).toMatchObject({ id: null, public_ipv4: null, license_type: null, username: null })
  })

  test('an empty private_ipv4 stays "" and a missing storage list is empty', () => {
    const { storage: _s, ...noStorage } = raw
    expect(WarrenVmSchema.parse({ ...noStorage, private_ipv4: '' })).toMatchObject({
      private_ipv4: '',
      storage: [],
    })
  })

  test('strict where a wrong type is a bug: vcpu as a string, an unknown status, a bad uuid', () => {
    expect(WarrenVmSchema.safeParse({ ...raw, vcpu: '2' }).success).toBe(false)
    expect(WarrenVmSchema.safeParse({ ...raw, status: 'exploded' }).success).toBe(false)
    expect(WarrenVmSchema.safeParse({ ...raw, uuid: 'vm-1' }).success).toBe(false)
  })

  test('status covers running, stopped and deleted (SPEC §4)', () => {
    for (const status of ['running', 'stopped', 'deleted']) {
      expect(WarrenVmSchema.parse({ ...raw, status }).status).toBe(status)
    }
  })

  test('storage replicas carry replica uuids and a snapshot/backup type', () => {
    const replica = makeReplica({ master_uuid: raw.storage[0]!.uuid, type: 'backup' })
    const vm = WarrenVmSchema.parse({ ...raw, storage: [{ ...raw.storage[0], replica: [replica] }] })
    expect(vm.storage[0]!.replica[0]).toMatchObject({ type: 'backup', uuid: replica.uuid })
    const plain = { ...replica, uuid: replica.master_uuid }
    expect(
      WarrenVmSchema.safeParse({ ...raw, storage: [{ ...raw.storage[0], replica: [plain] }] }).success,
    ).toBe(false)
  })

  test('primaryStorage finds the boot disk', () => {
    expect(primaryStorage(parseVm(raw, 'tll01'))?.primary).toBe(true)
    expect(primaryStorage({ storage: [] })).toBeUndefined()
  })
})

describe('VM request bodies coerce form strings (API-NOTES §1.3, §7.3)', () => {
  test('create: numbers as strings, booleans as True/0, public_keys repeated or single', () => {
    const parsed = VmCreateInputSchema.parse({
      name: 'web-1',
      vcpu: '2',
      ram: '2048',
      disks: '20',
      reserve_public_ip: 'False',
      backup: '1',
      public_keys: 'ssh-ed25519 AAAA',
      billing_account_id: '1001',
      network_uuid: '',
    })
    expect(parsed).toMatchObject({
      vcpu: 2,
      ram: 2048,
      disks: 20,
      reserve_public_ip: false,
      backup: true,
      public_keys: ['ssh-ed25519 AAAA'],
      billing_account_id: 1001,
    })
    expect(parsed.network_uuid).toBeUndefined()
  })

  test('create: ram is the input name; memory is not accepted in its place', () => {
    expect(VmCreateInputSchema.safeParse({ name: 'web-1', vcpu: 1, memory: 1024, disks: 20 }).success).toBe(
      false,
    )
  })

  test('create: disks is required unless booting from a disk or a replica', () => {
    expect(VmCreateInputSchema.safeParse({ name: 'web-1', vcpu: 1, ram: 1024 }).success).toBe(false)
    expect(
      VmCreateInputSchema.safeParse({ name: 'web-1', vcpu: 1, ram: 1024, disk_uuid: raw.storage[0]!.uuid })
        .success,
    ).toBe(true)
  })

  test('create: source_uuid and source_replica go together, and the replica id is a replica uuid', () => {
    const replica = makeReplica({ master_uuid: raw.uuid })
    const base = { name: 'web-1', vcpu: 1, ram: 1024 }
    expect(VmCreateInputSchema.safeParse({ ...base, source_uuid: raw.uuid }).success).toBe(false)
    expect(
      VmCreateInputSchema.safeParse({ ...base, source_uuid: raw.uuid, source_replica: raw.uuid }).success,
    ).toBe(false)
    expect(
      VmCreateInputSchema.safeParse({ ...base, source_uuid: raw.uuid, source_replica: replica.uuid }).success,
    ).toBe(true)
  })

  test('stop: force defaults to false and reads True', () => {
    expect(VmStopInputSchema.parse({ uuid: raw.uuid })).toEqual({ uuid: raw.uuid, force: false })
    expect(VmStopInputSchema.parse({ uuid: raw.uuid, force: 'True' }).force).toBe(true)
  })

  test('update: only uuid is required', () => {
    expect(VmUpdateInputSchema.parse({ uuid: raw.uuid, vcpu: '4' })).toEqual({ uuid: raw.uuid, vcpu: 4 })
    expect(VmUpdateInputSchema.safeParse({ vcpu: 4 }).success).toBe(false)
  })

  test('resource_billing: resource_type defaults to vm', () => {
    expect(ResourceBillingInputSchema.parse({ uuid: raw.uuid, billing_account_id: '7' })).toEqual({
      uuid: raw.uuid,
      billing_account_id: 7,
      resource_type: 'vm',
    })
  })
})
