import { describe, expect, it } from 'vitest'
import { defaultConsoleConfig, type ConsoleConfig } from '@cirrus/domain'
import { sectionHref, sectionOfPath, sectionRoute, shownSections } from './sections'

const config = (features: Partial<ConsoleConfig['features']> = {}): ConsoleConfig => ({
  ...defaultConsoleConfig,
  features: { ...defaultConsoleConfig.features, ...features },
})

describe('side nav sections (SPEC §2, §6)', () => {
  it('shows only built sections, never a placeholder', () => {
    expect(shownSections(config()).map((s) => s.name)).toEqual(['dashboard', 'compute', 'storage'])
  })

  it('hides compute when virtual machines are switched off', () => {
    expect(shownSections(config({ virtual_machines: false })).map((s) => s.name)).toEqual([
      'dashboard',
      'storage',
    ])
  })

  it('hides storage when buckets are switched off', () => {
    expect(shownSections(config({ buckets: false })).map((s) => s.name)).toEqual(['dashboard', 'compute'])
  })

  it('leads to the section list screen on mobile and to the section on a larger screen', () => {
    const [dashboard, compute] = shownSections(config())
    expect(sectionHref(compute!, true)).toBe('/section/compute')
    expect(sectionHref(compute!, false)).toBe('/compute')
    expect(sectionHref(dashboard!, true)).toBe('/')
  })

  it.each([
    ['/compute', 'compute'],
    ['/compute/vm/tll01/abc/', 'compute'],
    ['/computers', 'dashboard'],
    ['/section/compute', 'compute'],
    ['/profile/', 'dashboard'],
    ['/', 'dashboard'],
  ])('%s belongs to %s', (path, section) => {
    expect(sectionOfPath(path, shownSections(config()))).toBe(section)
  })
})

describe('/section/{name} (SPEC §2)', () => {
  const sections = shownSections(config())

  it('redirects to / on a device that is not mobile, whatever the name', () => {
    expect(sectionRoute('compute', { isMobile: false, sections })).toEqual({ kind: 'redirect', to: '/' })
    expect(sectionRoute('nope', { isMobile: false, sections })).toEqual({ kind: 'redirect', to: '/' })
  })

  it('says an unknown name is not defined', () => {
    expect(sectionRoute('nope', { isMobile: true, sections })).toEqual({
      kind: 'not-defined',
      message: 'Section "nope" not defined',
    })
  })

  it('treats a hidden section as not defined', () => {
    const hidden = shownSections(config({ virtual_machines: false }))
    expect(sectionRoute('compute', { isMobile: true, sections: hidden }).kind).toBe('not-defined')
  })

  it('shows the list of a known section', () => {
    const route = sectionRoute('compute', { isMobile: true, sections })
    expect(route.kind === 'list' && route.section.name).toBe('compute')
  })
})
