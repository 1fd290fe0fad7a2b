import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import type { RenderLink } from '@cirrus/design-system'
import { demoPriceList } from '@cirrus/domain'
import { makeBillingAccount, makeIp, makeLocation, makeNetwork } from '@cirrus/domain/fixtures'
import { ipRows } from '../pages/network/ip-address/rows'
import { vpcRows } from '../pages/network/vpc/rows'
import { renderHook } from '@testing-library/react'
import {
  billingAccountColumn,
  locationColumn,
  resourceTableState,
  useResourceTable,
  withResourceNames,
} from './resource-table'

const link: RenderLink = ({ href, children }) => createElement('a', { href }, children)

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

  it('hands every resource table the same DataTable props: ids, links, empty state, view all, query, selection', () => {
    const row = { id: 'd-1', name: 'data', href: '/disks/tll01/d-1' }
    const base = { rows: [row], currency: 'EUR', emptyMessage: 'No disks yet', renderLink: link }
    const plain = renderHook(() => useResourceTable(base)).result.current
    expect(plain.currency).toBe('EUR')
    expect(plain.dataTable).toMatchObject({
      rows: [row],
      loading: false,
      emptyMessage: 'No disks yet',
      viewAll: true,
    })
    expect(plain.dataTable.getRowId(row)).toBe('d-1')
    expect(plain.dataTable.getRowHref(row)).toBe('/disks/tll01/d-1')
    // No search box without a URL-kept query, no checkboxes without a selection.
    expect(plain.dataTable.searchable).toBe(false)
    expect(plain.dataTable).not.toHaveProperty('onSelectionChange')

    const onSelectionChange = () => {}
    const tableQuery = {
      search: 'da',
      onSearchChange: () => {},
      filters: {},
      onFiltersChange: () => {},
      onSortChange: () => {},
    }
    const full = renderHook(() =>
      useResourceTable({ ...base, tableQuery, selection: new Set(['d-1']), onSelectionChange }),
    ).result.current
    expect(full.dataTable).toMatchObject({ searchable: true, search: 'da', onSelectionChange })
    expect(full.dataTable).toHaveProperty('selectRowLabel')
  })
})
