export { Brand, type BrandProps } from './Brand'
export { brandBadges, type BrandBadge } from './Brand.variants'
