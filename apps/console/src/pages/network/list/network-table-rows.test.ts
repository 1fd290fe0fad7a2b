import { describe, expect, it } from 'vitest'
import { demoPriceList } from '@cirrus/domain'
import { makeBillingAccount, makeIp, makeLocation, makeNetwork } from '@cirrus/domain/fixtures'
import { ipRows } from '../ip-address/rows'
import { vpcRows } from '../vpc/rows'
import { NETWORK_TABLE_PREFIX, networkTableColumns, networkTableRows } from './network-table-rows'

describe('network table rows (issue 18)', () => {
  const location = makeLocation({}, 1)
  const account = makeBillingAccount({}, 1)

  it('names the location and the billing account an IP is charged to', () => {
    const ip = makeIp({ location: location.slug, billing_account_id: account.id }, 1)
    const [row] = networkTableRows(ipRows([ip], demoPriceList), {
      locations: [location],
      accounts: [account],
    })
    expect(row).toMatchObject({
      id: ip.uuid,
      location: location.slug,
      locationName: location.display_name,
      billingAccountId: account.id,
      billingAccount: account.title,
    })
  })

  it('shows an unknown location by its slug and an unknown account by its number', () => {
    const ip = makeIp({ location: 'nowhere', billing_account_id: 4242 }, 1)
    const [row] = networkTableRows(ipRows([ip], demoPriceList), {})
    expect(row).toMatchObject({ locationName: 'nowhere', billingAccount: '#4242' })
  })

  it('gives a VPC network a location but no billing account (networks have none)', () => {
    const [row] = networkTableRows(vpcRows([makeNetwork({ location: location.slug }, 1)]), {
      locations: [location],
    })
    expect(row!.locationName).toBe(location.display_name)
    expect(row).not.toHaveProperty('billingAccount')
  })

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
