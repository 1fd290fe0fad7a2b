/**
 * Bulk actions of a resource table (issue 18), for the tables whose actions need no price preview (the VM list
 * has its own, `pages/compute/VmBulk.tsx`): the DataTable selection labels, the buttons shown while rows are
 * selected, a confirmation that lists what will happen to which resource, then the run on the domain's `runBulk`
 * (3 at a time) in one `BulkProgress` group with each failure's reason and "Retry failed".
 */
import { useState, type ReactNode } from 'react'
import { Button, Text } from '@radix-ui/themes'
import { ConfirmDialog } from '@cirrus/design-system'
import { BulkProgress } from '@cirrus/app-kit'
import { activityTexts, failedItems, fill, runBulk, type BulkItem } from '@cirrus/domain'
import { BulkBillingButton, useBulkBilling, type TableBillingAction } from './BulkBilling'

/** The DataTable props that name the selection controls (the same texts on every table). */
export function selectionLabels<T extends { name: string }>() {
  return {
    selectRowLabel: (r: T) => fill(activityTexts.selectRow, { name: r.name }),
    selectAllLabel: activityTexts.selectAllRows,
    selectAllMatchingLabel: (count: number) => fill(activityTexts.selectAllMatching, { count }),
    selectedCountLabel: (count: number) => fill(activityTexts.selectedCount, { count }),
    clearSelectionLabel: activityTexts.clearSelection,
  }
}

/** One bulk action of a table: its label (from the activity texts), whether it destroys, and one item's call. */
export type TableBulkAction<T> = {
  label: string
  danger?: boolean
  run: (item: T) => Promise<unknown>
}

type Plan<T> = { action: TableBulkAction<T>; items: T[] }

/**
 * The run of one bulk action on `runBulk` (3 at a time) and its `BulkProgress` group with "Retry failed" (the same
 * action again on the failed items only): shared by every table's bulk actions, the VM list's included.
 */
export function useBulkRun<T>(describe: (item: T) => { key: string; label: string }) {
  const [run, setRun] = useState<{
    label: string
    act: (item: T) => Promise<unknown>
    items: T[]
    progress: BulkItem[]
  } | null>(null)
  const start = async (label: string, act: (item: T) => Promise<unknown>, items: T[]) => {
    setRun({ label, act, items, progress: [] })
    await runBulk(items, describe, act, {
      concurrency: 3,
      onProgress: (progress) => setRun({ label, act, items, progress }),
    })
  }
  const retryFailed = () => {
    if (!run) return
    const failed = new Set(failedItems(run.progress).map((i) => i.key))
    void start(
      run.label,
      run.act,
      run.items.filter((item) => failed.has(describe(item).key)),
    )
  }
  const progress = run && run.progress.length > 0 && (
    <BulkProgress
      action={run.label}
      items={run.progress}
      onRetryFailed={retryFailed}
      onDismiss={() => setRun(null)}
    />
  )
  return { start, progress }
}

/** Runs a table's bulk actions on the selected items; `describe` names an item (its key is the row id). */
export function useTableBulk<T>(describe: (item: T) => { key: string; label: string }) {
  const [plan, setPlan] = useState<Plan<T> | null>(null)
  const bulkRun = useBulkRun(describe)
  const view = (
    <>
      {plan && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPlan(null)}
          title={fill(activityTexts.bulkConfirmTitle, {
            action: plan.action.label,
            count: plan.items.length,
          })}
          tone={plan.action.danger ? 'danger' : undefined}
          confirmLabel={plan.action.label}
          onConfirm={() => {
            setPlan(null)
            void bulkRun.start(plan.action.label, plan.action.run, plan.items)
          }}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {plan.items.map((item) => (
                <li key={describe(item).key}>
                  <Text size="2">
                    {plan.action.label} {describe(item).label}
                  </Text>
                </li>
              ))}
            </ul>
          }
        />
      )}
      {bulkRun.progress}
    </>
  )
  /** Asks to confirm `action` on `items` (nothing happens for an empty selection). */
  const ask = (action: TableBulkAction<T>, items: T[]) => {
    if (items.length > 0) setPlan({ action, items })
  }
  return { ask, view }
}

/** The buttons shown while rows are selected, one per action. */
export function TableBulkButtons<T>({
  actions,
  onAction,
}: {
  actions: readonly TableBulkAction<T>[]
  onAction: (action: TableBulkAction<T>) => void
}) {
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="1"
          variant="soft"
          color={action.danger ? 'red' : undefined}
          onClick={() => onAction(action)}
        >
          {action.label}
        </Button>
      ))}
    </>
  )
}

/** The selection props a table with bulk actions takes (issue 18); no checkboxes without them. */
export type TableSelectionProps = {
  /** The ids of the selected rows. */
  selection?: ReadonlySet<string>
  /** Called with the new selection. */
  onSelectionChange?: (selection: Set<string>) => void
  /** The bulk buttons shown while rows are selected. */
  selectionActions?: ReactNode
}

/** The DataTable props of {@link TableSelectionProps}, named with {@link selectionLabels}. */
export function tableSelection<T extends { name: string }>({
  selection,
  onSelectionChange,
  selectionActions,
}: TableSelectionProps) {
  return selection && onSelectionChange
    ? { selection, onSelectionChange, selectionActions, ...selectionLabels<T>() }
    : {}
}

/**
 * A list page's bulk actions: the selection of `rows` (by `id`), the buttons of `actions`, and the confirmation and
 * progress to show under the table (`bulk`). Spread the result into a view taking {@link TableSelectionProps}.
 * `billing` adds "Change billing account" (`components/BulkBilling.tsx`: choose, confirm, then the same progress).
 */
export function useSelectionBulk<T extends { id: string; name: string }>(
  rows: readonly T[] | undefined,
  actions: readonly TableBulkAction<T>[],
  billing?: TableBillingAction<T>,
) {
  const [selection, setSelection] = useState<Set<string>>(new Set())
  const bulk = useTableBulk<T>((r) => ({ key: r.id, label: r.name }))
  const billingRun = useBulkRun<T>((r) => ({ key: r.id, label: r.name }))
  const billingBulk = useBulkBilling(billing, billingRun.start)
  const selected = (rows ?? []).filter((r) => selection.has(r.id))
  return {
    selection,
    onSelectionChange: setSelection,
    selectionActions: (
      <>
        <TableBulkButtons actions={actions} onAction={(a) => bulk.ask(a, selected)} />
        {billing && (
          <BulkBillingButton disabled={!billing.accounts} onClick={() => billingBulk.ask(selected)} />
        )}
      </>
    ),
    bulk: (
      <>
        {bulk.view}
        {billingBulk.view}
        {billingRun.progress}
      </>
    ),
  }
}

/** Props of {@link BulkActionButtons}. */
export type BulkActionButtonsProps<A extends string> = {
  /** The actions, in button order. */
  actions: readonly A[]
  /** Each action's label (the domain's activity texts). */
  labels: Readonly<Record<A, string>>
  /** Called with the action whose button was pressed (the page plans it and asks to confirm). */
  onAction: (action: A) => void
}

/**
 * The bulk buttons a table shows while rows are selected, one soft button per action, a destroying one (delete) in
 * red: the VM list's start / stop / delete and the network tables' unassign / delete, labelled with the domain's
 * activity texts (each table's `…_BULK_LABELS`).
 */
export function BulkActionButtons<A extends string>({
  actions,
  labels,
  onAction,
}: BulkActionButtonsProps<A>) {
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          size="1"
          variant="soft"
          color={action === 'delete' ? 'red' : undefined}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </Button>
      ))}
    </>
  )
}
