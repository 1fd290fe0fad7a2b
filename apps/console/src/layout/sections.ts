/**
 * The console's sections (SPEC §2 "Side nav sections"): which are shown, where their entries lead, which one
 * the current page belongs to, and what /section/{name} does.
 */
import {
  isBareMetalEnabled,
  navSections,
  sectionNotDefined,
  type ConsoleConfig,
  type NavSection,
} from '@cirrus/domain'

/**
 * The sections this console has screens for. The side nav shows a section only when its feature is enabled
 * AND it is built here: an entry never leads to a placeholder.
 */
export const BUILT_SECTIONS: readonly NavSection['name'][] = [
  'dashboard',
  'compute',
  'disks',
  'metal',
  'storage',
  'network',
  'services',
  'access',
  'billing',
]

/**
 * The sections to show for a configuration, in nav order. Bare metal also needs the admin flag that enables it
 * (SPEC §6, `isBareMetalEnabled`): off, its entry is hidden and /section/metal is not defined.
 */
export function shownSections(config: ConsoleConfig): NavSection[] {
  return navSections(config).filter(
    (s) => BUILT_SECTIONS.includes(s.name) && (s.name !== 'metal' || isBareMetalEnabled(config)),
  )
}

/**
 * Where a section's nav entry leads. On mobile every section but the dashboard opens its list screen
 * (/section/{name}, SPEC §2), since there is no sidebar; on a larger screen it opens the section itself and the
 * sidebar lists its resources.
 */
export function sectionHref(section: Pick<NavSection, 'name' | 'path'>, isMobile: boolean): string {
  if (section.name === 'dashboard') return '/'
  return isMobile ? `/section/${section.name}` : section.path
}

/** The section a path belongs to: /compute/… → compute, /section/{name} → name, anything else dashboard. */
export function sectionOfPath(
  pathname: string,
  sections: readonly Pick<NavSection, 'name' | 'path'>[],
): string {
  const match = /^\/section\/([^/]+)\/?$/.exec(pathname)
  if (match) return decodeURIComponent(match[1] ?? '')
  const found = sections.find(
    (s) => s.path !== '/' && (pathname === s.path || pathname.startsWith(`${s.path}/`)),
  )
  return found?.name ?? 'dashboard'
}

/** What /section/{name} shows. */
export type SectionRoute =
  | { kind: 'redirect'; to: string }
  | { kind: 'not-defined'; message: string }
  | { kind: 'list'; section: NavSection }

/**
 * The rules of /section/{name} (SPEC §2): on a device that is not mobile it redirects to /; on mobile an
 * unknown (or hidden, or not built) name shows 'Section "{name}" not defined', a known one its list.
 */
export function sectionRoute(
  name: string,
  options: { isMobile: boolean; sections: readonly NavSection[] },
): SectionRoute {
  if (!options.isMobile) return { kind: 'redirect', to: '/' }
  const section = options.sections.find((s) => s.name === name)
  return section ? { kind: 'list', section } : { kind: 'not-defined', message: sectionNotDefined(name) }
}
