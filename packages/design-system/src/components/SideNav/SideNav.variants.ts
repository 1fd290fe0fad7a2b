/** Compact shows icons with a tooltip; expanded shows icon and label (the admin menu's two modes, SPEC §2). */
export const sideNavModes = ['compact', 'expanded'] as const
export type SideNavMode = (typeof sideNavModes)[number]
