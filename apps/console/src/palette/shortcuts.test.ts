import { describe, expect, it } from 'vitest'
import { createPathOfSection, focusTableFilter, SHORTCUTS } from './shortcuts'

describe('console shortcuts', () => {
  it('lists ? g d g c c and / once each', () => {
    expect(SHORTCUTS.map((s) => s.keys.join(' '))).toEqual(['?', 'g d', 'g c', 'c', '/'])
  })

  it('creates in the current section, nowhere in sections without a create page', () => {
    expect(createPathOfSection('compute')).toBe('/compute/create')
    expect(createPathOfSection('disks')).toBe('/disks/create')
    expect(createPathOfSection('access')).toBeNull()
  })

  it('focuses the main content search box, and says when there is none', () => {
    expect(focusTableFilter(document)).toBe(false)
    document.body.innerHTML =
      '<input type="search" aria-label="elsewhere"><main id="main-content"><input type="search" aria-label="Search"></main>'
    expect(focusTableFilter(document)).toBe(true)
    expect(document.activeElement).toHaveAttribute('aria-label', 'Search')
  })
})
