import { describe, expect, test } from 'vitest'
import { VM_LIST_FIRST_PAGE, billingAccountFilterIds, vmCountOf, vmPageQuery } from './vm-page-query'

const base = { search: '', filters: {}, sort: undefined, pageNumber: 1 }

describe('vmPageQuery (issue 17)', () => {
  test('a bare URL asks exactly the first page the loader and the background prefetch warm', () => {
    expect(vmPageQuery({ search: '', filters: {}, sort: undefined, pageNumber: 1 })).toEqual(
      VM_LIST_FIRST_PAGE,
    )
  })

  test('a bare URL is the first page by name', () => {
    expect(vmPageQuery(base)).toEqual({ page: 1, per_page: 50, sort: 'name', order: 'asc' })
  })

  test('the URL sort, search and status filter go to the server; blanks stay out', () => {
    expect(
      vmPageQuery({
        search: ' web ',
        filters: { status: 'running', size: '' },
        sort: { columnId: 'price', direction: 'desc' },
        pageNumber: 3,
      }),
    ).toEqual({ page: 3, per_page: 50, sort: 'price', order: 'desc', search: 'web', status: 'running' })
    expect(vmPageQuery({ ...base, filters: { status: '  ' } })).not.toHaveProperty('status')
  })

  test('a cleared sort is the rows’ own order (oldest first); an unknown column sorts by name', () => {
    expect(vmPageQuery({ ...base, sort: null })).toMatchObject({ sort: 'created', order: 'asc' })
    expect(vmPageQuery({ ...base, sort: { columnId: 'size', direction: 'desc' } })).toMatchObject({
      sort: 'name',
      order: 'desc',
    })
  })

  test('the page number is at least 1', () => {
    expect(vmPageQuery({ ...base, pageNumber: 0 }).page).toBe(1)
  })
})

describe('the billing-account filter (issue 18)', () => {
  const accounts = [
    { id: 3, title: 'Acme production' },
    { id: 5, title: 'Acme staging' },
    { id: 8, title: 'Personal' },
  ]

  test('names the accounts whose title contains the text (case-insensitive); blank is no filter', () => {
    expect(billingAccountFilterIds({ billingAccount: ' acme ' }, accounts)).toEqual([3, 5])
    expect(billingAccountFilterIds({ billingAccount: 'PERSONAL' }, accounts)).toEqual([8])
    expect(billingAccountFilterIds({ billingAccount: '  ' }, accounts)).toBeUndefined()
    expect(billingAccountFilterIds({ status: 'running' }, accounts)).toBeUndefined()
  })

  test('a text no account matches names none; `#12` is account 12 (as the column shows an unknown one)', () => {
    expect(billingAccountFilterIds({ billingAccount: 'nobody' }, accounts)).toEqual([])
    expect(billingAccountFilterIds({ billingAccount: '#12' }, accounts)).toEqual([12])
    expect(billingAccountFilterIds({ billingAccount: '#0' }, accounts)).toEqual([])
  })

  test('names at most as many accounts as the platform takes', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ id: i + 1, title: `Team ${i + 1}` }))
    expect(billingAccountFilterIds({ billingAccount: 'team' }, many)).toHaveLength(50)
  })

  test('the ids go to the server as one comma-separated list', () => {
    expect(vmPageQuery({ ...base, billingAccountIds: [3, 5] })).toMatchObject({ billing_account_id: '3,5' })
    expect(vmPageQuery({ ...base, billingAccountIds: [] })).not.toHaveProperty('billing_account_id')
    expect(vmPageQuery(base)).not.toHaveProperty('billing_account_id')
  })
})

describe('vmCountOf', () => {
  test('adds the per-status counts up; unknown until loaded', () => {
    expect(vmCountOf({ running: 3, stopped: 2 })).toBe(5)
    expect(vmCountOf(undefined)).toBeUndefined()
  })
})
