/**
 * Bulk actions of the VM list (issue 18): the buttons shown while VMs are selected (the shared
 * `BulkActionButtons` in `components/TableBulk.tsx`), the confirmation that lists what will happen and what the
 * selection costs per hour afterwards (the shared `components/BulkPlanConfirm.tsx`), and the per-item progress
 * with "Retry failed". The run is the domain's `runBulk` (3 at a time); each item is the same call the VM page
 * makes.
 */
import { useState } from 'react'
import { activityTexts, type Vm } from '@cirrus/domain'
import { BulkActionButtons } from '../../components/TableBulk'
import { BulkPlanConfirm } from '../../components/BulkPlanConfirm'
import { useBulkRun } from '../../components/TableBulk'
import { VM_BULK_ACTIONS, type VmBulkAction, type VmBulkPlan } from './vm-bulk'

/** The button and confirmation label of each action (the domain's activity texts). */
const VM_BULK_LABELS: Record<VmBulkAction, string> = {
  start: activityTexts.bulkStart,
  stop: activityTexts.bulkStop,
  delete: activityTexts.bulkDelete,
}

/** Props of {@link VmBulkConfirm}. */
export type VmBulkConfirmProps = {
  plan: VmBulkPlan | null
  onConfirm: (plan: VmBulkPlan) => void
  onCancel: () => void
}

const describe = (vm: Vm) => ({ key: vm.uuid, label: vm.name })

/**
 * The confirmation: what will happen to which VM, which are skipped, and the hourly price before and after — the
 * shared priced confirmation (`components/BulkPlanConfirm.tsx`).
 */
export function VmBulkConfirm({ plan, onConfirm, onCancel }: VmBulkConfirmProps) {
  if (!plan) return null
  return (
    <BulkPlanConfirm
      action={VM_BULK_LABELS[plan.action]}
      danger={plan.action === 'delete'}
      targets={plan.targets.map(describe)}
      skipped={plan.skipped.map((vm) => vm.name)}
      before={plan.before}
      after={plan.after}
      onConfirm={() => onConfirm(plan)}
      onCancel={onCancel}
    />
  )
}

/** Runs the bulk actions of the VM list; `act` makes one VM's call. */
export function useVmBulk(act: (action: VmBulkAction, vm: Vm) => Promise<unknown>) {
  const [plan, setPlan] = useState<VmBulkPlan | null>(null)
  const bulkRun = useBulkRun<Vm>(describe)
  const start = (action: VmBulkAction, vms: Vm[]) =>
    bulkRun.start(VM_BULK_LABELS[action], (vm) => act(action, vm), vms)
  const view = (
    <>
      <VmBulkConfirm
        plan={plan}
        onCancel={() => setPlan(null)}
        onConfirm={(p) => {
          setPlan(null)
          void start(p.action, p.targets)
        }}
      />
      {bulkRun.progress}
    </>
  )
  return { ask: setPlan, view }
}

/** The bulk buttons shown while VMs are selected. */
export function VmBulkButtons({ onAction }: { onAction: (action: VmBulkAction) => void }) {
  return <BulkActionButtons actions={VM_BULK_ACTIONS} labels={VM_BULK_LABELS} onAction={onAction} />
}
