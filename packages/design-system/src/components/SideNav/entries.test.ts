import { describe, expect, it } from 'vitest'
import { flattenEntries, initiallyOpenGroups, isSideNavGroup, type SideNavEntry } from './entries'

const item = (id: string) => ({ id, label: id, href: `/${id}`, icon: null })
const entries: SideNavEntry[] = [
  item('dashboard'),
  { id: 'compute', heading: 'Compute', items: [item('vms'), item('hosts')] },
  { id: 'billing', heading: 'Billing', items: [item('accounts'), item('prices')], defaultOpen: false },
  { id: 'pinned', heading: 'Pinned', items: [item('help')], defaultOpen: false, collapsible: false },
]

describe('side nav entries', () => {
  it('tells groups from links', () => {
    expect(entries.map(isSideNavGroup)).toEqual([false, true, true, true])
  })

  it('flattens groups in display order', () => {
    expect(flattenEntries(entries).map((e) => e.id)).toEqual([
      'dashboard',
      'vms',
      'hosts',
      'accounts',
      'prices',
      'help',
    ])
  })

  it('opens groups by default, except those closed by default', () => {
    expect([...initiallyOpenGroups(entries, undefined)]).toEqual(['compute', 'pinned'])
  })

  it('opens a closed group when it holds the active entry', () => {
    expect(initiallyOpenGroups(entries, 'prices').has('billing')).toBe(true)
    expect(initiallyOpenGroups(entries, 'vms').has('billing')).toBe(false)
  })
})
