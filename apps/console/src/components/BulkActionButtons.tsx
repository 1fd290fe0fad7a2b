/**
 * The bulk buttons a table shows while rows are selected (issue 18), one per action, a destroying one (delete) in
 * red: the VM list's start / stop / delete and the network tables' unassign / delete. The labels are the domain's
 * activity texts (each table's `…_BULK_LABELS`); put them in the DataTable's `selectionActions`.
 */
import { Button } from '@radix-ui/themes'

/** Props of {@link BulkActionButtons}. */
export type BulkActionButtonsProps<A extends string> = {
  /** The actions, in button order. */
  actions: readonly A[]
  /** Each action's label (the domain's activity texts). */
  labels: Readonly<Record<A, string>>
  /** Called with the action whose button was pressed (the page plans it and asks to confirm). */
  onAction: (action: A) => void
}

/** One soft button per bulk action. */
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
