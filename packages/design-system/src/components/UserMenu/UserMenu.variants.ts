/** The icons a user-menu link can carry. */
export const userMenuIcons = ['person', 'console', 'admin'] as const
/** An icon of {@link userMenuIcons}. */
export type UserMenuIcon = (typeof userMenuIcons)[number]

/** The appearances people choose from the user menu: `system` follows the device's setting (issue 18). */
export const appearancePreferences = ['light', 'dark', 'system'] as const
export type AppearancePreference = (typeof appearancePreferences)[number]
