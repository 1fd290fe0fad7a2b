export { EmptyState, type EmptyStateProps } from './EmptyState'
export { emptyStateSizes, type EmptyStateSize } from './EmptyState.variants'
