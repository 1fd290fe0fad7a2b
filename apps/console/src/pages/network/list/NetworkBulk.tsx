/**
 * Bulk actions of the network tables (issue 18): the buttons shown while IPs or load balancers are selected
 * (`BulkActionButtons` in `components/TableBulk.tsx`), the confirmation (`components/BulkPlanConfirm.tsx`) that
 * lists what will happen to which resource (and which are left as they are) with the hourly price before and
 * after, then one `BulkProgress` group with each failure's reason and "Retry failed" — the shared run of
 * `components/TableBulk.tsx` (`useBulkRun`), as the VM list's `VmBulk.tsx`.
 */
import { useState } from 'react'
import { warrenKeys, type EntityType } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { BulkPlanConfirm } from '../../../components/BulkPlanConfirm'
import { useBulkRun } from '../../../components/TableBulk'
import { NETWORK_BULK_LABELS, type NetworkBulkAction, type NetworkBulkPlan } from './network-bulk'

type Describe<T> = (item: T) => { key: string; label: string }

/** Runs a network table's bulk actions; `act` makes one resource's call (the same call its page makes). */
export function useNetworkBulk<T>(
  describe: Describe<T>,
  act: (action: NetworkBulkAction, item: T) => Promise<unknown>,
  /** Called as a confirmed run starts (the page clears its selection). */
  onStart?: () => void,
) {
  const [plan, setPlan] = useState<NetworkBulkPlan<T> | null>(null)
  const bulkRun = useBulkRun<T>(describe)
  const view = (
    <>
      {plan && (
        <BulkPlanConfirm
          action={NETWORK_BULK_LABELS[plan.action]}
          danger={plan.action === 'delete'}
          targets={plan.targets.map(describe)}
          skipped={plan.skipped.map((item) => describe(item).label)}
          before={plan.before}
          after={plan.after}
          onCancel={() => setPlan(null)}
          onConfirm={() => {
            setPlan(null)
            onStart?.()
            void bulkRun.start(
              NETWORK_BULK_LABELS[plan.action],
              (item) => act(plan.action, item),
              plan.targets,
            )
          }}
        />
      )}
      {bulkRun.progress}
    </>
  )
  /** Asks to confirm a plan (nothing happens when it applies to nothing). */
  const ask = (next: NetworkBulkPlan<T>) => {
    if (next.targets.length > 0 || next.skipped.length > 0) setPlan(next)
  }
  return { ask, view }
}

/**
 * One network table's selection and bulk run (what `NetworkPage` wires per kind): `act` is the item's own call,
 * after which the `refresh` lists of the item's location are refetched, done or failed; the selection clears as a
 * confirmed run starts.
 */
export function useNetworkTableBulk<T extends { uuid: string; location: string }>(
  items: readonly T[],
  describe: Describe<T>,
  act: (action: NetworkBulkAction, item: T) => Promise<unknown>,
  refresh: readonly EntityType[],
) {
  const { queryClient } = useServices()
  const [selection, setSelection] = useState<Set<string>>(new Set())
  const bulk = useNetworkBulk<T>(
    describe,
    async (action, item) => {
      try {
        await act(action, item)
      } finally {
        for (const type of refresh)
          void queryClient.invalidateQueries({ queryKey: warrenKeys.scope(type, item.location) })
      }
    },
    () => setSelection(new Set()),
  )
  const selected = items.filter((item) => selection.has(item.uuid))
  return { selection, setSelection, selected, ...bulk }
}
