import { describe, expect, test } from 'vitest'
import { makeVm } from '../fixtures/index.js'
import { VmPageQuerySchema, parseVmPage } from './page.js'
import { VM_PAGE_ACCOUNTS_MAX, VM_PAGE_MAX, VM_PAGE_TEXT_MAX } from './page-constants.js'

describe('VmPageQuerySchema (issue 17, the paged VM list)', () => {
  test('reads a query string: numbers from text, blanks as absent', () => {
    expect(
      VmPageQuerySchema.parse({
        page: '3',
        per_page: '50',
        sort: 'price',
        order: 'desc',
        search: ' web ',
        status: '',
      }),
    ).toEqual({ page: 3, per_page: 50, sort: 'price', order: 'desc', search: 'web' })
    expect(VmPageQuerySchema.parse({})).toEqual({})
  })

  test('bounds the page size, the page, the texts and the billing account', () => {
    expect(VmPageQuerySchema.safeParse({ per_page: String(VM_PAGE_MAX) }).success).toBe(true)
    expect(VmPageQuerySchema.safeParse({ per_page: String(VM_PAGE_MAX + 1) }).success).toBe(false)
    expect(VmPageQuerySchema.safeParse({ per_page: '0' }).success).toBe(false)
    expect(VmPageQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(VmPageQuerySchema.safeParse({ page: '2147483648' }).success).toBe(false)
    expect(VmPageQuerySchema.safeParse({ search: 'x'.repeat(VM_PAGE_TEXT_MAX + 1) }).success).toBe(false)
    expect(VmPageQuerySchema.safeParse({ billing_account_id: 'one' }).success).toBe(false)
  })

  test('billing_account_id: one id or a bounded comma-separated list of ids (issue 18)', () => {
    const ids = (v: unknown) => VmPageQuerySchema.parse({ billing_account_id: v }).billing_account_id
    expect(ids('7')).toEqual([7])
    expect(ids(7)).toEqual([7])
    expect(ids(' 3,12,5 ')).toEqual([3, 12, 5])
    expect(ids('')).toBeUndefined()
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',')
    expect(ids(many(VM_PAGE_ACCOUNTS_MAX))).toHaveLength(VM_PAGE_ACCOUNTS_MAX)
    for (const bad of [many(VM_PAGE_ACCOUNTS_MAX + 1), '1,,2', '1,', '0', '1,2147483648', '-1', '1;2']) {
      expect(VmPageQuerySchema.safeParse({ billing_account_id: bad }).success, bad).toBe(false)
    }
  })

  test('sorts only by the listed columns', () => {
    expect(VmPageQuerySchema.safeParse({ sort: 'owner' }).success).toBe(false)
    expect(VmPageQuerySchema.safeParse({ order: 'up' }).success).toBe(false)
  })
})

describe('parseVmPage', () => {
  test('reads each VM as the list does, in the location asked', () => {
    const { type: _type, location: _location, ...warren } = makeVm({ name: 'web-1' })
    const page = parseVmPage(
      { total: 1, page: 1, per_page: 50, status_counts: { running: 1 }, items: [warren] },
      'tll01',
    )
    expect(page.items[0]).toMatchObject({ name: 'web-1', type: 'virtual_machine', location: 'tll01' })
    expect(page.status_counts).toEqual({ running: 1 })
  })

  test('refuses an answer without its total', () => {
    expect(() => parseVmPage({ page: 1, per_page: 50, status_counts: {}, items: [] }, 'tll01')).toThrow()
  })
})
