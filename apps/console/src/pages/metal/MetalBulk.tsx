/**
 * Bulk Release on the bare-metal table (issue 18): the selection, the red "Release" button, the confirmation
 * (`components/BulkPlanConfirm.tsx`) listing which leases are released and which are left, with the hourly price
 * before and after, then one `BulkProgress` group with each failure's reason and "Retry failed" (`useBulkRun`).
 * Spread the result into `MetalListView`.
 */
import { useState } from 'react'
import { Button } from '@radix-ui/themes'
import { activityTexts, type MetalLease, type PriceList } from '@cirrus/domain'
import { BulkPlanConfirm } from '../../components/BulkPlanConfirm'
import { useBulkRun } from '../../components/TableBulk'
import { describeLease, planLeaseRelease, type LeaseReleasePlan } from './metal-bulk'

const label = activityTexts.bulkRelease

/** The bulk release of `leases`; `release` is one lease's call (the lease page's `client.metal.release`). */
export function useLeaseBulk(
  leases: readonly MetalLease[] | undefined,
  priceList: PriceList | null | undefined,
  release: (lease: MetalLease) => Promise<unknown>,
) {
  const [selection, setSelection] = useState<Set<string>>(new Set())
  const [plan, setPlan] = useState<LeaseReleasePlan | null>(null)
  const run = useBulkRun(describeLease)
  const selected = (leases ?? []).filter((lease) => selection.has(lease.uuid))
  return {
    selection,
    onSelectionChange: setSelection,
    selectionActions: (
      <Button
        size="1"
        variant="soft"
        color="red"
        onClick={() => setPlan(planLeaseRelease(selected, priceList))}
      >
        {label}
      </Button>
    ),
    bulk: (
      <>
        {plan && (
          <BulkPlanConfirm
            action={label}
            danger
            targets={plan.targets.map(describeLease)}
            skipped={plan.skipped.map((lease) => lease.display_name)}
            before={plan.before}
            after={plan.after}
            onCancel={() => setPlan(null)}
            onConfirm={() => {
              setPlan(null)
              setSelection(new Set())
              void run.start(label, release, plan.targets)
            }}
          />
        )}
        {run.progress}
      </>
    ),
  }
}
