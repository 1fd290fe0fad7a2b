import { expect, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeLoadBalancer } from '../fixtures/index.js'
import { LoadBalancerCreateInputSchema, WarrenLoadBalancerSchema } from './schema.js'

const raw = stripTags(makeLoadBalancer())

test('the public IP is read from public_address or public_ipv4, and is null without one', () => {
  const { public_address, ...rest } = raw
  expect(WarrenLoadBalancerSchema.parse({ ...rest, public_ipv4: public_address }).public_address).toBe(
    public_address,
  )
  expect(WarrenLoadBalancerSchema.parse(rest).public_address).toBeNull()
})

test('create input defaults targets and rules to [] (Warren 500s without targets)', () => {
  expect(LoadBalancerCreateInputSchema.parse({ display_name: 'lb' })).toEqual({
    display_name: 'lb',
    rules: [],
    targets: [],
  })
})

test('create input: ports must be 1–65535', () => {
  expect(
    LoadBalancerCreateInputSchema.safeParse({
      display_name: 'lb',
      rules: [{ source_port: '80', target_port: 70000 }],
    }).success,
  ).toBe(false)
})
