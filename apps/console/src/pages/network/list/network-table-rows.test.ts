import { describe, expect, it } from 'vitest'
import { NETWORK_TABLE_PREFIX, networkTableColumns } from './network-table-rows'

describe('network table rows (issue 18)', () => {
  it('shows status, price and billing account by kind', () => {
    expect(networkTableColumns('vpc')).toEqual({ status: false, price: false, billingAccount: false })
    expect(networkTableColumns('ip_address')).toEqual({ status: true, price: true, billingAccount: true })
    expect(networkTableColumns('firewall')).toEqual({ status: true, price: false, billingAccount: true })
  })

  it('keeps each table of the page under its own URL prefix', () => {
    expect(new Set(Object.values(NETWORK_TABLE_PREFIX)).size).toBe(4)
    expect(NETWORK_TABLE_PREFIX.ip_address).toBe('ips.')
  })
})
