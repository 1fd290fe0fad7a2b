import { expect, test } from 'vitest'
import { makeSubinterface } from '../fixtures/index.js'
import { SubinterfaceCreateInputSchema, SubinterfaceSchema } from './schema.js'

test('a sub-interface vlan_tag is read from a number or a string', () => {
  const s = makeSubinterface()
  expect(SubinterfaceSchema.parse({ ...s, vlan_tag: '200' }).vlan_tag).toBe(200)
  expect(SubinterfaceSchema.safeParse({ ...s, vlan_tag: 4095 }).success).toBe(false)
})

test('create input: the vlan_tag string is coerced and checked 1–4094', () => {
  const network_uuid = makeSubinterface().network_uuid
  expect(SubinterfaceCreateInputSchema.parse({ network_uuid, vlan_tag: '100' }).vlan_tag).toBe(100)
  expect(SubinterfaceCreateInputSchema.safeParse({ network_uuid, vlan_tag: '0' }).success).toBe(false)
})
