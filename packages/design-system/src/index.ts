// The public surface of @cirrus/design-system: explicit names only. exports.test.ts snapshots this list;
// a change here needs a changeset (STYLE.md "Comments and commits").
import './styles.css'

export { CirrusTheme, appearances, type CirrusThemeProps, type Appearance } from './theme'
export {
  StatusBadge,
  statuses,
  statusTones,
  transitionalStatuses,
  statusBadgeSizes,
  type StatusBadgeProps,
  type Status,
  type StatusBadgeSize,
} from './components/StatusBadge'
export {
  Price,
  priceSizes,
  priceAligns,
  formatPrice,
  formatPriceRange,
  monthlyEstimate,
  isPriceAvailable,
  priceFractionDigits,
  currencyFractionDigits,
  HOURS_PER_MONTH,
  PRICE_LOCALE,
  type PriceProps,
  type PriceRange,
  type PriceSize,
  type PriceAlign,
} from './components/Price'
export {
  CopyButton,
  copyButtonSizes,
  copyButtonVariants,
  copyText,
  type CopyButtonProps,
  type CopyButtonSize,
  type CopyButtonVariant,
  type ClipboardWriter,
  type CopyResult,
} from './components/CopyButton'
export type { RenderLink, LinkRenderProps } from './utils/render-link'
export {
  SideNav,
  sideNavModes,
  isSideNavGroup,
  type SideNavProps,
  type SideNavMode,
  type SideNavEntry,
  type SideNavGroup,
  type SideNavItem,
} from './components/SideNav'
export {
  AppShell,
  useAppShellLayout,
  breakpointNames,
  navOrientations,
  breakpointFor,
  breakpointWidths,
  clampSidebarWidth,
  isMobileBreakpoint,
  maxSidebarWidth,
  sidebarLimits,
  sidebarWidthForKey,
  type AppShellProps,
  type AppShellLayout,
  type Breakpoint,
  type NavOrientation,
} from './components/AppShell'
export {
  SkeletonBlock,
  SkeletonText,
  SkeletonCard,
  SkeletonTable,
  SkeletonTableRows,
  SkeletonPage,
  skeletonSizes,
  skeletonLineWidths,
  type SkeletonBlockProps,
  type SkeletonTextProps,
  type SkeletonCardProps,
  type SkeletonTableProps,
  type SkeletonTableRowsProps,
  type SkeletonPageProps,
  type SkeletonSize,
} from './components/Skeletons'
export {
  KeyValueList,
  keyValueListSizes,
  keyValueListOrientations,
  isEmptyValue,
  type KeyValueListProps,
  type KeyValueItem,
  type KeyValueListSize,
  type KeyValueListOrientation,
} from './components/KeyValueList'
export {
  EmptyState,
  emptyStateSizes,
  type EmptyStateProps,
  type EmptyStateSize,
} from './components/EmptyState'
export {
  ConfirmDialog,
  confirmDialogTones,
  isConfirmationMatch,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './components/ConfirmDialog'
export {
  DataTable,
  columnAligns,
  sortDirections,
  compareSortValues,
  isMissingSortValue,
  nextSort,
  sortRows,
  visibleRows,
  VIEW_ALL_INITIAL_ROWS,
  VIRTUALIZE_THRESHOLD,
  type DataTableColumn,
  type DataTableProps,
  type ColumnAlign,
  type SortDirection,
  type SortState,
  type SortValue,
  type VisibleRows,
} from './components/DataTable'
export {
  NotFoundPage,
  MissingResourcePage,
  RouterErrorPage,
  errorPageKinds,
  errorPageTexts,
  describeError,
  isNotFoundError,
  limitAvailableIds,
  MAX_AVAILABLE_IDS,
  type NotFoundPageProps,
  type MissingResourcePageProps,
  type RouterErrorPageProps,
  type ErrorPageKind,
  type ErrorDetails,
} from './components/ErrorPage'
export {
  ResourceCard,
  resourceCardSizes,
  resourceCardHeadingLevels,
  type ResourceCardProps,
  type ResourceCardSize,
  type ResourceCardHeadingLevel,
} from './components/ResourceCard'
