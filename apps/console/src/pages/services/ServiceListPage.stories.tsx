import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { activityTexts } from '@cirrus/domain'
import { useSelectionBulk } from '../../components/TableBulk'
import { Box } from '@radix-ui/themes'
import { expectSharedRow, grantor, onPhone, priceList, storyLink, storyNamed } from '../../stories/helpers'
import { SectionList } from '../../layout/SectionList'
import { SectionView } from '../section/SectionView'
import { manyServices } from './service-fixtures'
import { serviceRows } from './service-rows'
import { ServiceListView } from './ServiceListView'
import { EMPTY_SERVICES, serviceListItem } from './ServiceSectionList'
import { specScreen } from '@cirrus/app-kit'

const rows = storyNamed(serviceRows(manyServices, priceList))
/** The service listed first (by name): the one shared in SharedThroughDelegation. */
const firstService = [...manyServices].sort((a, b) => a.display_name.localeCompare(b.display_name))[0]!

const meta = {
  title: 'Console/Services/Service list',
  component: ServiceListView,
  args: { rows, currency: 'EUR', renderLink: storyLink },
  parameters: { ...specScreen('SPEC §2 side nav "services"', 'The managed services'), layout: 'fullscreen' },
} satisfies Meta<typeof ServiceListView>
export default meta
type Story = StoryObj<typeof meta>

/** Every service with its status, location and hourly price range; 10 first, then "View all". */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Managed services' })
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    await expect(canvas.getByRole('link', { name: 'Create service' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /View all/ }))
    await expect(within(table).getAllByRole('row')).toHaveLength(13)
    // SPEC §4: a hibernating service is stopped.
    const staging = within(table).getByText('staging-cluster').closest('tr')!
    await expect(within(staging).getByText('Stopped')).toBeVisible()
    // SPEC §9: a cluster that scales shows its price range.
    const prod = within(table).getByText('prod-cluster').closest('tr')!
    await expect(within(prod).getByText(/€[\d.]+ – €[\d.]+/)).toBeVisible()
  },
}

/** Impersonation (SPEC §6): a service shared through a delegation group names its owner. */
export const SharedThroughDelegation: Story = {
  args: {
    rows: serviceRows(
      manyServices.map((s) => (s === firstService ? { ...s, user_id: grantor.userId } : s)),
      priceList,
      grantor.owners,
    ),
  },
  play: ({ canvasElement }) => expectSharedRow(canvasElement, 'Managed services', firstService.display_name),
}

export const Loading: Story = { args: { rows: undefined } }

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No managed services yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create service' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'Network error: Failed to fetch', onRetry: () => {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** The sidebar beside the content on larger screens: the compact list, 10 first (SPEC §9). */
export const Sidebar: Story = {
  render: () => (
    <Box width="330px" height="900px">
      <SectionList
        title="Managed services"
        createLabel="Create service"
        createHref="/services/create"
        items={rows.map((row) => serviceListItem(row, 'EUR'))}
        currency="EUR"
        activeId={rows[1]!.id}
        empty={EMPTY_SERVICES}
        renderLink={storyLink}
        viewAll
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Managed services' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await userEvent.click(canvas.getByRole('button', { name: 'View all (12)' }))
    // A cluster that scales says how far its price goes.
    await expect(within(list).getAllByText(/Up to €[\d.]+ \/ h/)[0]).toBeVisible()
  },
}

/** /section/services on a phone: the same compact list, full-screen. */
export const Mobile: Story = {
  ...onPhone,
  render: () => (
    <SectionView renderLink={storyLink}>
      <SectionList
        title="Managed services"
        createLabel="Create service"
        createHref="/services/create"
        items={rows.map((row) => serviceListItem(row, 'EUR'))}
        currency="EUR"
        empty={EMPTY_SERVICES}
        renderLink={storyLink}
        viewAll
      />
    </SectionView>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: new RegExp(`^${rows[0]!.name}`) })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'View all (12)' })).toBeVisible()
  },
}

/** The section page on a phone: the table keeps name, status and price. */
export const MobileTable: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Managed services' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Price'])
  },
}

const stopService = fn(async () => {})

/** The list with bulk Start / Stop wired as the page wires them, each service's call a spy. */
function BulkServices() {
  const bulk = useSelectionBulk(rows, [
    { label: activityTexts.bulkStart, run: fn(async () => {}) },
    { label: activityTexts.bulkStop, run: stopService },
  ])
  return <ServiceListView rows={rows} currency="EUR" renderLink={storyLink} {...bulk} />
}

/** Bulk stop (issue 18): select a service, Stop, the confirmation names it, then one progress group. */
export const BulkStop: Story = {
  render: () => <BulkServices />,
  play: async ({ canvas }) => {
    const name = firstService.display_name
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${name}` }))
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Stop 1 resources?' })
    await expect(within(dialog).getByText(`Stop ${name}`)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }))
    const group = await canvas.findByRole('region', { name: 'Stop: 1 of 1 done' })
    await expect(within(group).getByText(name)).toBeVisible()
    await expect(stopService).toHaveBeenCalledWith(expect.objectContaining({ id: firstService.uuid }))
  },
}
