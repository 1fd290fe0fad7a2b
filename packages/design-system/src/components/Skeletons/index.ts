export {
  SkeletonBlock,
  SkeletonText,
  SkeletonCard,
  SkeletonTable,
  SkeletonTableRows,
  SkeletonPage,
  type SkeletonBlockProps,
  type SkeletonTextProps,
  type SkeletonCardProps,
  type SkeletonTableProps,
  type SkeletonTableRowsProps,
  type SkeletonPageProps,
} from './Skeletons'
export { skeletonSizes, type SkeletonSize } from './Skeletons.variants'
export { skeletonLineWidths } from './skeleton-layout'
