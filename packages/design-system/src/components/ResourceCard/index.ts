export { ResourceCard, type ResourceCardProps } from './ResourceCard'
export {
  resourceCardSizes,
  resourceCardHeadingLevels,
  type ResourceCardSize,
  type ResourceCardHeadingLevel,
} from './ResourceCard.variants'
