export { FEATURE_KEYS, ConsoleFeaturesSchema, ConsoleConfigSchema, defaultConsoleConfig } from './schema.js'
export type { FeatureKey, ConsoleConfig } from './schema.js'
export {
  NAV_SECTIONS,
  navSections,
  isSectionEnabled,
  enabledListItems,
  isAdminBareMetalEnabled,
  supportLink,
  canOpenAdmin,
  isAdminPath,
  tracksPageView,
} from './nav.js'
export type { NavSectionName, NavListKind, NavSection } from './nav.js'
export { VM_ACTIONS, VM_ACTION_RULES, vmActionAvailability } from './vm-actions.js'
export type { VmAction, ActionAvailability, VmActionInput } from './vm-actions.js'
