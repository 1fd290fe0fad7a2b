/**
 * Bulk actions of the VM list (issue 18): the buttons shown while VMs are selected, the confirmation that lists
 * what will happen and what the selection costs per hour afterwards, and the per-item progress with "Retry
 * failed". The run is the domain's `runBulk` (3 at a time); each item is the same call the VM page makes.
 */
import { useState } from 'react'
import { Button, Flex, Text } from '@radix-ui/themes'
import { ConfirmDialog } from '@cirrus/design-system'
import { activityTexts, fill, formatMoney, type Money, type Vm } from '@cirrus/domain'
import { useBulkRun } from '../../components/TableBulk'
import type { VmBulkAction, VmBulkPlan } from './vm-bulk'

const LABELS: Record<VmBulkAction, string> = {
  start: activityTexts.bulkStart,
  stop: activityTexts.bulkStop,
  delete: activityTexts.bulkDelete,
}

const price = (m: Money | null) => formatMoney(m, 'en-GB', { per: 'hour' })

/** Props of {@link VmBulkConfirm}. */
export type VmBulkConfirmProps = {
  plan: VmBulkPlan | null
  onConfirm: (plan: VmBulkPlan) => void
  onCancel: () => void
}

/** The confirmation: what will happen to which VM, which are skipped, and the hourly price before and after. */
export function VmBulkConfirm({ plan, onConfirm, onCancel }: VmBulkConfirmProps) {
  if (!plan) return null
  const label = LABELS[plan.action]
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={fill(activityTexts.bulkConfirmTitle, { action: label, count: plan.targets.length })}
      tone={plan.action === 'delete' ? 'danger' : undefined}
      confirmLabel={label}
      onConfirm={() => onConfirm(plan)}
      description={
        <Flex direction="column" gap="2">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {plan.targets.map((vm) => (
              <li key={vm.uuid}>
                <Text size="2">
                  {label} {vm.name}
                </Text>
              </li>
            ))}
          </ul>
          {plan.skipped.length > 0 && (
            <Text size="2" color="gray">
              Unchanged: {plan.skipped.map((vm) => vm.name).join(', ')}
            </Text>
          )}
          <Text size="2">
            {fill(activityTexts.bulkConfirmCost, { price: price(plan.after), before: price(plan.before) })}
          </Text>
        </Flex>
      }
    />
  )
}

/** Runs the bulk actions of the VM list; `act` makes one VM's call. */
export function useVmBulk(act: (action: VmBulkAction, vm: Vm) => Promise<unknown>) {
  const [plan, setPlan] = useState<VmBulkPlan | null>(null)
  const bulkRun = useBulkRun<Vm>((vm) => ({ key: vm.uuid, label: vm.name }))
  const start = (action: VmBulkAction, vms: Vm[]) =>
    bulkRun.start(LABELS[action], (vm) => act(action, vm), vms)
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
  return (
    <>
      {(['start', 'stop', 'delete'] as const).map((action) => (
        <Button
          key={action}
          size="1"
          variant="soft"
          color={action === 'delete' ? 'red' : undefined}
          onClick={() => onAction(action)}
        >
          {LABELS[action]}
        </Button>
      ))}
    </>
  )
}
