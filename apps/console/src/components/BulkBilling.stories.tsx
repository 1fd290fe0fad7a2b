import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { activityTexts, money } from '@cirrus/domain'
import { specScreen } from '@cirrus/app-kit'
import { billingAccounts, onPhone, priceList, storyLink, vms, withApiBaseUrl } from '../stories/helpers'
import { manyDisks } from '../pages/disks/disk-fixtures'
import { diskRows, type DiskRow } from '../pages/disks/disk-rows'
import { DiskListView } from '../pages/disks/DiskListView'
import { useSelectionBulk } from './TableBulk'
import { BulkBillingDialog, type BulkBillingItem } from './BulkBilling'
import { withResourceNames } from './resource-table'

const [main, project] = [billingAccounts[0]!, billingAccounts[1]!]

const items: BulkBillingItem[] = [
  {
    key: 'd1',
    name: 'disk-01',
    target: { kind: 'disk', location: 'tll01', uuid: '6f1c1e0a-0000-4000-8000-000000000001' },
    from: main.id,
    price: money('0.004', 'EUR'),
  },
  {
    key: 'd2',
    name: 'disk-02',
    target: { kind: 'disk', location: 'tll01', uuid: '6f1c1e0a-0000-4000-8000-000000000002' },
    from: main.id,
    price: money('0.012', 'EUR'),
  },
  {
    key: 'd3',
    name: 'disk-03',
    target: { kind: 'disk', location: 'tll01', uuid: '6f1c1e0a-0000-4000-8000-000000000003' },
    from: project.id,
    price: money('0.002', 'EUR'),
  },
]

const meta = {
  title: 'Console/Layout/Bulk billing',
  component: BulkBillingDialog,
  decorators: [withApiBaseUrl],
  parameters: {
    ...specScreen('SPEC §2 /disks', 'Change the billing account of the selected resources (issue 18)'),
  },
  args: {
    items,
    accounts: billingAccounts,
    currency: 'EUR',
    step: 'choose',
    to: null,
    onChange: fn(),
    onReview: fn(),
    onBack: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BulkBillingDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(document.body).getByRole('dialog')

/** Choose the account: every selected resource named, the accounts to pick from, "Review". */
export const Choose: Story = {
  tags: ['dark'],
  play: async ({ args }) => {
    const d = dialog()
    await expect(d).toHaveAccessibleName('Change the billing account of 3 resources')
    await expect(within(d).getByText('disk-01, disk-02, disk-03')).toBeVisible()
    await expect(within(d).getByRole('combobox', { name: 'Billing account' })).toBeVisible()
    await userEvent.click(within(d).getByRole('button', { name: activityTexts.billingMoveReview }))
    await expect(args.onReview).toHaveBeenCalled()
  },
}

/** Review without an account: the reason beside the field. */
export const ChooseError: Story = {
  args: { error: activityTexts.billingMoveChooseError },
  play: async () => {
    await expect(within(dialog()).getByText(activityTexts.billingMoveChooseError)).toBeVisible()
  },
}

/** Confirm: each resource's account before → after and its price, what is already there, the total, the calls. */
export const Confirm: Story = {
  args: { step: 'confirm', to: project.id },
  play: async ({ args }) => {
    const d = dialog()
    await expect(d).toHaveAccessibleName(`Move 2 resources to ${project.title}?`)
    await expect(within(d).getByText(`disk-01: ${main.title} → ${project.title}`)).toBeVisible()
    await expect(within(d).getByText(`disk-02: ${main.title} → ${project.title}`)).toBeVisible()
    await expect(within(d).getByText(`Already on ${project.title}: disk-03`)).toBeVisible()
    await expect(
      within(d).getByText(new RegExp(`moves from the current accounts to ${project.title}`)),
    ).toHaveTextContent(/0[.,]016/)
    await expect(within(d).getByRole('button', { name: /Show API request/ })).toBeVisible()
    await userEvent.click(within(d).getByRole('button', { name: activityTexts.billingMoveConfirm }))
    await expect(args.onConfirm).toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone, args: { step: 'confirm', to: project.id } }

const rows = diskRows(manyDisks, vms, priceList)

/** The disk list with bulk "Change billing account"; the second disk refuses once (a quota, say). */
function BulkBillingDisks() {
  const refusals = useRef(1)
  const bulk = useSelectionBulk<DiskRow>(rows, [], {
    accounts: billingAccounts,
    currency: 'EUR',
    describe: (r) => ({
      target: { kind: 'disk', location: r.location, uuid: r.id },
      from: r.billingAccountId,
      price: r.price,
    }),
    move: async (r) => {
      if (r.id === rows[1]!.id && refusals.current > 0) {
        refusals.current -= 1
        throw new Error('Quota exceeded on the billing account: disks')
      }
    },
  })
  return (
    <DiskListView
      rows={withResourceNames(rows, { accounts: billingAccounts })}
      locationName="Tallinn"
      currency="EUR"
      renderLink={storyLink}
      {...bulk}
    />
  )
}

/** Select two disks, choose the account, confirm, one fails with its reason, "Retry failed" moves it. */
export const FromTheTable: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <BulkBillingDisks />,
  play: async ({ canvas }) => {
    const [first, second] = [rows[0]!, rows[1]!]
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.name}` }))
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${second.name}` }))
    await userEvent.click(canvas.getByRole('button', { name: activityTexts.bulkChangeBilling }))
    const body = within(document.body)
    await userEvent.click(body.getByRole('button', { name: activityTexts.billingMoveReview }))
    await expect(body.getByText(activityTexts.billingMoveChooseError)).toBeVisible()
    await userEvent.click(body.getByRole('combobox', { name: 'Billing account' }))
    await userEvent.click(await body.findByRole('option', { name: project.title }))
    await userEvent.click(body.getByRole('button', { name: activityTexts.billingMoveReview }))
    await expect(body.getByRole('dialog')).toHaveAccessibleName(`Move 2 resources to ${project.title}?`)
    await userEvent.click(body.getByRole('button', { name: activityTexts.billingMoveConfirm }))
    const group = await canvas.findByRole('region', { name: new RegExp(`^Move to ${project.title}: `) })
    await waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent(
        `Move to ${project.title}: 1 of 2 done · 1 failed`,
      ),
    )
    await expect(within(group).getByText('Quota exceeded on the billing account: disks')).toBeVisible()
    await userEvent.click(within(group).getByRole('button', { name: activityTexts.bulkRetryFailed }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /^Move to / })).toHaveTextContent('1 of 1 done'),
    )
  },
}
