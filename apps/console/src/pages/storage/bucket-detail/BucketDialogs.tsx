/** The bucket page's dialogs: confirmations of the destructive actions and the billing account form. */
import { useState } from 'react'
import { ConfirmDialog, formatBytes } from '@cirrus/design-system'
import type { BillingAccount, Bucket } from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { BillingAccountSelect } from '../../../components/BillingAccountSelect'
import { FormDialog } from '../../../components/FormDialog'
import { bucketCommandRequest, type BucketCommand } from '../bucket-commands'

/** Which dialog of the bucket page is open. */
export type BucketDialog = { kind: 'delete' } | { kind: 'billing' } | { kind: 'deleteKey'; accessKey: string }

/** Props of {@link BucketDialogs}. */
export type BucketDialogsProps = {
  dialog: BucketDialog | null
  onClose: () => void
  bucket: Bucket
  billingAccounts: readonly BillingAccount[]
  onCommand: (command: BucketCommand) => Promise<unknown>
}

/**
 * What deleting a bucket does: the platform deletes only an empty bucket (S3's BucketNotEmpty, a 409 — API-NOTES
 * §10 "The bucket must be empty"), so a bucket holding objects is told to be emptied first.
 */
export function deleteDescription(bucket: Pick<Bucket, 'name' | 'num_objects' | 'size_bytes'>): string {
  if (bucket.num_objects > 0 || bucket.size_bytes > 0) {
    const count = bucket.num_objects === 1 ? '1 object' : `${bucket.num_objects} objects`
    return `${bucket.name} still holds ${count} (${formatBytes(bucket.size_bytes)}). Only an empty bucket can be deleted: delete its objects first, or the platform refuses.`
  }
  return `The bucket ${bucket.name} will be deleted and its name freed for anyone to take. This cannot be undone.`
}

/** The open dialog, if any. */
export function BucketDialogs({ dialog, onClose, bucket, billingAccounts, onCommand }: BucketDialogsProps) {
  const confirmed: BucketCommand | null =
    dialog?.kind === 'delete'
      ? { type: 'delete' }
      : dialog?.kind === 'deleteKey'
        ? { type: 'deleteKey', accessKey: dialog.accessKey }
        : null
  // "Show API request" (issue 10): the call the confirmation will make.
  const apiRequest = useApiRequest(confirmed && bucketCommandRequest(bucket.name, confirmed))
  if (!dialog) return null
  const openChange = (open: boolean) => !open && onClose()
  switch (dialog.kind) {
    case 'delete':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete ${bucket.name}?`}
          description={deleteDescription(bucket)}
          confirmText={bucket.name}
          confirmLabel="Delete"
          onConfirm={() => onCommand({ type: 'delete' })}
          apiRequest={apiRequest}
        />
      )
    case 'deleteKey':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete access key ${dialog.accessKey}?`}
          description="Applications that sign with this key lose access to all your buckets at once. This cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => onCommand({ type: 'deleteKey', accessKey: dialog.accessKey })}
          apiRequest={apiRequest}
        />
      )
    case 'billing':
      return (
        <BillingDialog
          bucket={bucket}
          billingAccounts={billingAccounts}
          onCommand={onCommand}
          onOpenChange={openChange}
        />
      )
  }
}

function BillingDialog({
  bucket,
  billingAccounts,
  onCommand,
  onOpenChange,
}: Omit<BucketDialogsProps, 'dialog' | 'onClose'> & { onOpenChange: (open: boolean) => void }) {
  const [id, setId] = useState<number | null>(bucket.billing_account_id ?? null)
  const unchanged = id === null || id === bucket.billing_account_id
  const command: BucketCommand = { type: 'changeBillingAccount', billingAccountId: id ?? 0 }
  const apiRequest = useApiRequest(unchanged ? null : bucketCommandRequest(bucket.name, command))
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Change the billing account of ${bucket.name}`}
      description="From now on the bucket's storage hours are charged to the chosen account."
      submitLabel="Change billing account"
      submitDisabled={unchanged}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <BillingAccountSelect accounts={billingAccounts} value={id} onChange={setId} />
    </FormDialog>
  )
}
