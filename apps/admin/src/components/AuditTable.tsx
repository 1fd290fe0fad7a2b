import { Code, Text } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import { formatDateTime, type AuditEntry } from '@cirrus/domain'

/** Props of {@link AuditTable}. */
export type AuditTableProps = {
  /** The entries, newest first; undefined while loading. */
  entries: readonly AuditEntry[] | undefined
  /** The table's accessible name. @default 'Audit log' */
  label?: string
  /** A load error. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
}

/** A before/after value in one line (a changed field's old or new state). */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

const columns: DataTableColumn<AuditEntry>[] = [
  {
    id: 'time',
    hideBelow: 'xs',
    header: 'When (UTC)',
    cell: (e) => formatDateTime(e.created_at, { timeZone: 'UTC' }),
    sortable: true,
    sortValue: (e) => e.id,
  },
  { id: 'actor', header: 'Administrator', cell: (e) => e.actor_email, primary: true },
  { id: 'action', header: 'Action', cell: (e) => <Code variant="ghost">{e.action}</Code> },
  { id: 'target', hideBelow: 'xs', header: 'Resource', cell: (e) => `${e.target_type} ${e.target_id}` },
  {
    id: 'change',
    header: 'Before → after',
    truncate: true,
    hideBelow: 'md',
    cell: (e) => (
      <Text size="1">
        {auditValue(e.before)} → {auditValue(e.after)}
      </Text>
    ),
  },
]

/**
 * The audit log (issue 13): who did what to which resource, when, with the state before and after. Shown on the
 * dashboard (recent entries) and on a resource's admin page (its entries).
 */
export function AuditTable({ entries, label = 'Audit log', error, onRetry }: AuditTableProps) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={entries ?? []}
      getRowId={(e) => String(e.id)}
      loading={entries === undefined && !error}
      error={error}
      onRetry={onRetry}
      emptyMessage="No admin changes yet"
    />
  )
}
