export { StatusBadge, type StatusBadgeProps } from './StatusBadge'
export {
  statuses,
  statusTones,
  transitionalStatuses,
  statusBadgeSizes,
  type Status,
  type StatusBadgeSize,
} from './StatusBadge.variants'
