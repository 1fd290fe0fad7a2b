import { describe, expect, it } from 'vitest'
import { groupItems } from './group-items'

describe('groupItems', () => {
  it('keeps the groups in the order of their first item and the items in theirs', () => {
    const items = [
      { id: '1', group: 'Actions' },
      { id: '2', group: 'VMs' },
      { id: '3', group: 'Actions' },
    ]
    expect(groupItems(items)).toEqual([
      { group: 'Actions', items: [items[0], items[2]] },
      { group: 'VMs', items: [items[1]] },
    ])
  })
  it('gives no groups for no items', () => {
    expect(groupItems([])).toEqual([])
  })
})
