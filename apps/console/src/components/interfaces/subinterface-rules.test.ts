import { describe, expect, it } from 'vitest'
import { makeSubinterface, makeVmInterface } from '@cirrus/domain/fixtures'
import { vlanTagError } from './SubinterfaceDialogs'

describe('VLAN tag field (SPEC §5: sent as a string, 1–4094)', () => {
  const iface = makeVmInterface({ subinterfaces: [makeSubinterface({ vlan_tag: 100 }, 1)] }, 1)

  it('accepts a free tag from 1 to 4094 and says nothing while empty', () => {
    expect(vlanTagError('', iface)).toBeUndefined()
    expect(vlanTagError('1', iface)).toBeUndefined()
    expect(vlanTagError('4094', iface)).toBeUndefined()
  })

  it('refuses out-of-range or non-numeric tags, and one already used on the interface', () => {
    expect(vlanTagError('0', iface)).toBe('Enter a number from 1 to 4094')
    expect(vlanTagError('4095', iface)).toBe('Enter a number from 1 to 4094')
    expect(vlanTagError('1e2', iface)).toBe('Enter a number from 1 to 4094')
    expect(vlanTagError('100', iface)).toBe('This VLAN tag is already used here')
  })
})
