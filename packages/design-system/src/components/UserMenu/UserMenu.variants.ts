/** The icons a user-menu link can carry. */
export const userMenuIcons = ['person', 'console', 'admin'] as const
/** An icon of {@link userMenuIcons}. */
export type UserMenuIcon = (typeof userMenuIcons)[number]
