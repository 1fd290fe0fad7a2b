/**
 * The "Change billing account" bulk action (issue 18), a TableBulk action type of its own: a dialog to choose the
 * target account (`BillingAccountSelect`), then a confirmation listing each resource with its current account →
 * the new one and the hourly price that moves (the domain's `billingMovePlan`), "Show API request" with every
 * call (the domain's `billingMoveRequest`, rule 13), then the run on `useBulkRun`: per-item progress in one toast
 * group, failures with their reason and "Retry failed". Also the tables' shared billing-account column.
 */
import { useState } from 'react'
import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { ApiRequestPanel } from '@cirrus/design-system'
import {
  activityTexts,
  billingMovePlan,
  billingMoveRequest,
  fill,
  formatMoney,
  type BillingAccount,
  type BillingMoveTarget,
  type Money,
} from '@cirrus/domain'
import { useApiRequest } from '../app/api-request'
import { BillingAccountSelect } from './BillingAccountSelect'

/** One selected resource as the move sees it. */
export type BulkBillingItem = {
  /** The row id. */
  key: string
  name: string
  /** What the move call names (kind, location, uuid/address/name). */
  target: BillingMoveTarget
  /** The account it is billed to now; null when unknown. */
  from: number | null
  /** Its hourly price; null when it cannot be computed. */
  price: Money | null
}

/**
 * A table's "Change billing account" action: the user's accounts, how a row is moved and what it is. The page
 * makes the call (`moveToBillingAccount(client, target, to)`) and refreshes its lists.
 */
export type TableBillingAction<T> = {
  /** The user's billing accounts; undefined while they load (the button waits). */
  accounts: readonly BillingAccount[] | undefined
  /** The currency of the prices. */
  currency: string
  /** A row as the move sees it. */
  describe: (row: T) => Omit<BulkBillingItem, 'key' | 'name'>
  /** Moves one row to account `to`. */
  move: (row: T, to: number) => Promise<unknown>
}

/** The name of account `id` for people. */
export function accountTitle(accounts: readonly BillingAccount[] | undefined, id: number | null): string {
  if (id === null) return activityTexts.billingAccountNone
  return accounts?.find((a) => a.id === id)?.title ?? fill(activityTexts.billingAccountUnknown, { id })
}

const hourly = (m: Money | null) => formatMoney(m, 'en-GB', { per: 'hour' })

/** Props of {@link BulkBillingDialog}. */
export type BulkBillingDialogProps = {
  /** The selected resources. */
  items: readonly BulkBillingItem[]
  /** The user's billing accounts. */
  accounts: readonly BillingAccount[]
  /** The currency of the prices. */
  currency: string
  /** Choose the account, or confirm the moves to it. */
  step: 'choose' | 'confirm'
  /** The chosen account; null for none yet. */
  to: number | null
  /** Why the choice is refused, shown beside the field. */
  error?: string | null
  onChange: (id: number) => void
  /** Goes to the confirmation (the caller checks the choice). */
  onReview: () => void
  onBack: () => void
  /** Starts the moves. */
  onConfirm: () => void
  onCancel: () => void
}

/** The two-step dialog: choose the account, then confirm what moves and what it costs per hour. */
export function BulkBillingDialog({
  items,
  accounts,
  currency,
  step,
  to,
  error,
  onChange,
  onReview,
  onBack,
  onConfirm,
  onCancel,
}: BulkBillingDialogProps) {
  const plan =
    to === null
      ? null
      : billingMovePlan(
          items.map((i) => ({ item: i, name: i.name, from: i.from, price: i.price })),
          to,
          currency,
        )
  const confirming = step === 'confirm' && plan !== null && to !== null
  const toTitle = accountTitle(accounts, to)
  const apiRequest = useApiRequest(
    confirming
      ? plan.moves.map((m) => ({ title: m.name, request: billingMoveRequest(m.item.target, to) }))
      : null,
  )
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Content maxWidth="520px">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            if (confirming) onConfirm()
            else onReview()
          }}
        >
          <Dialog.Title>
            {confirming
              ? fill(activityTexts.billingMoveConfirmTitle, { count: plan.moves.length, account: toTitle })
              : fill(activityTexts.billingMoveTitle, { count: items.length })}
          </Dialog.Title>
          {confirming ? (
            <Flex direction="column" gap="2">
              <Dialog.Description size="2" weight="medium">
                {fill(activityTexts.billingMoveTotal, { price: hourly(plan.price), account: toTitle })}
              </Dialog.Description>
              <Flex asChild direction="column" gap="1">
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {plan.moves.map((m) => (
                    <li key={m.item.key}>
                      <Flex justify="between" gap="3" wrap="wrap">
                        <Text size="2">
                          {fill(activityTexts.billingMoveLine, {
                            name: m.name,
                            from: accountTitle(accounts, m.from),
                            to: toTitle,
                          })}
                        </Text>
                        <Text size="2" color="gray" className="cirrus-tabular">
                          {fill(activityTexts.billingMoveLinePrice, { price: hourly(m.price) })}
                        </Text>
                      </Flex>
                    </li>
                  ))}
                </ul>
              </Flex>
              {plan.unchanged.length > 0 && (
                <Text size="2" color="gray">
                  {fill(activityTexts.billingMoveUnchanged, {
                    account: toTitle,
                    names: plan.unchanged.map((u) => u.name).join(', '),
                  })}
                </Text>
              )}
              {apiRequest && <ApiRequestPanel {...apiRequest} />}
            </Flex>
          ) : (
            <Flex direction="column" gap="3">
              <Dialog.Description size="2">{items.map((i) => i.name).join(', ')}</Dialog.Description>
              <BillingAccountSelect accounts={accounts} value={to} onChange={onChange} error={error} />
            </Flex>
          )}
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            {confirming ? (
              <Button type="button" variant="soft" color="gray" onClick={onBack}>
                {activityTexts.billingMoveBack}
              </Button>
            ) : (
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
            )}
            <Button type="submit">
              {confirming ? activityTexts.billingMoveConfirm : activityTexts.billingMoveReview}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** Why account `to` cannot be the target of `items`, or null when it can. */
export function billingChoiceError(items: readonly BulkBillingItem[], to: number | null): string | null {
  if (to === null) return activityTexts.billingMoveChooseError
  if (items.every((i) => i.from === to)) return activityTexts.billingMoveSameError
  return null
}

type Start<T> = (label: string, act: (item: T) => Promise<unknown>, items: T[]) => Promise<void>

/**
 * Runs a table's "Change billing account" on the rows asked for: the dialog, then `start` (a `useBulkRun`'s, so
 * the progress and "Retry failed" are the table's one toast group) with only the rows that move.
 */
export function useBulkBilling<T extends { id: string; name: string }>(
  billing: TableBillingAction<T> | undefined,
  start: Start<T>,
) {
  const [asked, setAsked] = useState<{ rows: T[]; step: 'choose' | 'confirm'; to: number | null } | null>(
    null,
  )
  const [error, setError] = useState<string | null>(null)
  const items = (asked?.rows ?? []).map((r): BulkBillingItem => ({
    key: r.id,
    name: r.name,
    ...billing!.describe(r),
  }))
  const close = () => {
    setAsked(null)
    setError(null)
  }
  const view = billing && asked && (
    <BulkBillingDialog
      items={items}
      accounts={billing.accounts ?? []}
      currency={billing.currency}
      step={asked.step}
      to={asked.to}
      error={error}
      onChange={(to) => {
        setAsked({ ...asked, to })
        setError(null)
      }}
      onReview={() => {
        const refused = billingChoiceError(items, asked.to)
        setError(refused)
        if (!refused) setAsked({ ...asked, step: 'confirm' })
      }}
      onBack={() => setAsked({ ...asked, step: 'choose' })}
      onCancel={close}
      onConfirm={() => {
        const to = asked.to!
        const moving = new Set(items.filter((i) => i.from !== to).map((i) => i.key))
        close()
        const label = fill(activityTexts.billingMoveProgress, { account: accountTitle(billing.accounts, to) })
        void start(
          label,
          (row) => billing.move(row, to),
          asked.rows.filter((r) => moving.has(r.id)),
        )
      }}
    />
  )
  /** Opens the dialog for `rows` (nothing for an empty selection or while the accounts load). */
  const ask = (rows: T[]) => {
    if (billing?.accounts && rows.length > 0) setAsked({ rows, step: 'choose', to: null })
  }
  return { ask, view }
}

/** The "Change billing account" button shown while rows are selected. */
export function BulkBillingButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button size="1" variant="soft" onClick={onClick} disabled={disabled}>
      {activityTexts.bulkChangeBilling}
    </Button>
  )
}
