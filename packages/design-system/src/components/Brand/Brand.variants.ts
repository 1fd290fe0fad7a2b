/** The badge under the name: none for the customer console, 'Admin' for the admin app. */
export const brandBadges = ['Admin'] as const
/** A badge of {@link brandBadges}. */
export type BrandBadge = (typeof brandBadges)[number]
