/** Layout breakpoints, widest first (SPEC §2 "Layout behaviour", §9): md ≥ 1024, sm ≥ 768, xs ≥ 520, else xxs. */
export const breakpointNames = ['md', 'sm', 'xs', 'xxs'] as const
export type Breakpoint = (typeof breakpointNames)[number]

/** Where the nav sits: a column beside the content (desktop) or a bar under it (mobile layout). */
export const navOrientations = ['vertical', 'horizontal'] as const
export type NavOrientation = (typeof navOrientations)[number]
