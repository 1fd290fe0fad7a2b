/**
 * The priced confirmation of a bulk action (issue 18): what will happen to which resource, which selected ones
 * are left as they are, and what the resources cost per hour before and after. Built on by the tables whose bulk
 * actions have a price preview (the network tables' `NetworkBulk.tsx`, the VM list's `VmBulk.tsx`).
 */
import { Flex, Text } from '@radix-ui/themes'
import { ConfirmDialog } from '@cirrus/design-system'
import { activityTexts, fill, formatMoney, type Money } from '@cirrus/domain'

/** Props of {@link BulkPlanConfirm}. */
export type BulkPlanConfirmProps = {
  /** The action's label (the domain's activity texts): the title's verb and the confirm button. */
  action: string
  /** A destroying action (delete): the dialog's danger tone. */
  danger?: boolean
  /** The resources it applies to, each named for people. */
  targets: readonly { key: string; label: string }[]
  /** The names of the selected resources it leaves as they are. */
  skipped: readonly string[]
  /** The targets' hourly price now; null when it cannot be computed. */
  before: Money | null
  /** Their hourly price afterwards. */
  after: Money | null
  onConfirm: () => void
  onCancel: () => void
}

const hourly = (m: Money | null) => formatMoney(m, 'en-GB', { per: 'hour' })

/** The confirmation dialog of a priced bulk action. */
export function BulkPlanConfirm({
  action,
  danger,
  targets,
  skipped,
  before,
  after,
  onConfirm,
  onCancel,
}: BulkPlanConfirmProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={fill(activityTexts.bulkConfirmTitle, { action, count: targets.length })}
      tone={danger ? 'danger' : undefined}
      confirmLabel={action}
      onConfirm={onConfirm}
      description={
        <Flex direction="column" gap="2">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {targets.map((item) => (
              <li key={item.key}>
                <Text size="2">
                  {action} {item.label}
                </Text>
              </li>
            ))}
          </ul>
          {skipped.length > 0 && (
            <Text size="2" color="gray">
              Unchanged: {skipped.join(', ')}
            </Text>
          )}
          <Text size="2">
            {fill(activityTexts.bulkConfirmCost, { price: hourly(after), before: hourly(before) })}
          </Text>
        </Flex>
      }
    />
  )
}
