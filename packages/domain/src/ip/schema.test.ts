import { describe, expect, test } from 'vitest'
import { makeIp } from '../fixtures/index.js'
import {
  IpAssignInputSchema,
  WarrenIpSchema,
  ipAssignTarget,
  isIpAssigned,
  parseIp,
  toWarrenIp,
} from './schema.js'

const raw = toWarrenIp(makeIp())
const vmUuid = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'

describe('the floating IP object (API-NOTES §4)', () => {
  test("parseIp tags ip_address and keeps Warren's own type as ip_type", () => {
    expect(parseIp(raw, 'tll01')).toMatchObject({ type: 'ip_address', ip_type: 'public', location: 'tll01' })
  })

  test('unassigned: the assigned_* keys left out, null or empty all read as null and unassigned', () => {
    const { assigned_to: _a, assigned_to_resource_type: _t, assigned_to_private_ip: _p, ...left } = raw
    for (const body of [
      left,
      { ...raw, assigned_to: null, assigned_to_resource_type: null, assigned_to_private_ip: null },
      { ...raw, assigned_to: '', assigned_to_resource_type: '', assigned_to_private_ip: '' },
    ]) {
      const ip = WarrenIpSchema.parse(body)
      expect(ip).toMatchObject({
        assigned_to: null,
        assigned_to_resource_type: null,
        assigned_to_private_ip: null,
      })
      expect(isIpAssigned(ip)).toBe(false)
    }
  })

  test('assigned to a VM', () => {
    const ip = WarrenIpSchema.parse({
      ...raw,
      assigned_to: vmUuid,
      assigned_to_resource_type: 'virtual_machine',
    })
    expect(isIpAssigned(ip)).toBe(true)
  })

  test('the address must be an IP address', () => {
    expect(WarrenIpSchema.safeParse({ ...raw, address: 'not-an-ip' }).success).toBe(false)
  })

  test('toWarrenIp round-trips', () => {
    expect(toWarrenIp(parseIp(raw, 'tll01'))).toEqual(WarrenIpSchema.parse(raw))
  })
})

describe('assign body: vm_uuid | assigned_to + type, private_ip (API-NOTES §4)', () => {
  test('the documented {vm_uuid} means a virtual machine', () => {
    expect(ipAssignTarget(IpAssignInputSchema.parse({ vm_uuid: vmUuid }))).toEqual({
      uuid: vmUuid,
      type: 'virtual_machine',
    })
  })

  test('the live general form with a private IP', () => {
    const input = IpAssignInputSchema.parse({
      assigned_to: vmUuid,
      assigned_to_resource_type: 'load_balancer',
      private_ip: '10.1.104.7',
    })
    expect(ipAssignTarget(input)).toEqual({ uuid: vmUuid, type: 'load_balancer' })
    expect(input.private_ip).toBe('10.1.104.7')
  })

  test('rejects a body with no target, assigned_to without a type, or a bad private IP', () => {
    expect(IpAssignInputSchema.safeParse({}).success).toBe(false)
    expect(IpAssignInputSchema.safeParse({ assigned_to: vmUuid }).success).toBe(false)
    expect(IpAssignInputSchema.safeParse({ vm_uuid: vmUuid, private_ip: '10.1' }).success).toBe(false)
  })
})
