import { describe, expect, it } from 'vitest'
import { demoPriceList } from '@cirrus/domain'
import { makeBillingAccount, makeIp, makeLocation, makeNetwork } from '@cirrus/domain/fixtures'
import { ipRows } from '../pages/network/ip-address/rows'
import { vpcRows } from '../pages/network/vpc/rows'
import { billingAccountColumn, locationColumn, resourceTableState, withResourceNames } from './resource-table'

describe('resource table rows (issue 18)', () => {
  const location = makeLocation({}, 1)
  const account = makeBillingAccount({}, 1)

  it('names the location and the billing account an IP is charged to', () => {
    const ip = makeIp({ location: location.slug, billing_account_id: account.id }, 1)
    const [row] = withResourceNames(ipRows([ip], demoPriceList), {
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
    const [row] = withResourceNames(ipRows([ip], demoPriceList), {})
    expect(row).toMatchObject({ locationName: 'nowhere', billingAccount: '#4242' })
  })

  it('gives a VPC network a location but no billing account (networks have none)', () => {
    const [row] = withResourceNames(vpcRows([makeNetwork({ location: location.slug }, 1)]), {
      locations: [location],
    })
    expect(row!.locationName).toBe(location.display_name)
    expect(row).not.toHaveProperty('billingAccount')
  })

  it('filters and sorts the location and billing-account columns on the names people read', () => {
    const row = { location: 'tll', locationName: 'Tallinn', billingAccount: 'Main account' }
    expect(locationColumn()).toMatchObject({ filterable: true, sortable: true, hideBelow: 'sm' })
    expect(locationColumn().sortValue?.(row)).toBe('Tallinn')
    expect(billingAccountColumn().value?.(row)).toBe('Main account')
    // Rows not named yet show the slug and the account's number.
    expect(locationColumn().sortValue?.({ location: 'tll' })).toBe('tll')
    expect(billingAccountColumn().value?.({ billingAccountId: 1001 })).toBe('#1001')
    expect(billingAccountColumn().value?.({})).toBe('')
  })

  it('shows skeletons only while rows load without an error', () => {
    expect(resourceTableState({ rows: undefined })).toMatchObject({ rows: [], loading: true })
    expect(resourceTableState({ rows: undefined, error: 'down' })).toMatchObject({
      loading: false,
      error: 'down',
    })
    expect(resourceTableState({ rows: [1] })).toMatchObject({ rows: [1], loading: false, error: undefined })
  })
})
