/**
 * Shared pieces of the console's screen stories: links that do not leave the story, a phone-width frame for
 * the mobile states, and a fixed set of domain fixtures so every screen tells the same story.
 */
import { useState, type ReactElement } from 'react'
import { expect, within } from 'storybook/test'
import { ToastStack, addToast, type ColumnFilters, type SortState } from '@cirrus/design-system'
import { storyLink, type TableQueryProps } from '@cirrus/app-kit'
import { ApiBaseUrlProvider } from '../app/api-request'
import { withResourceNames, type PlacedRow } from '../components/resource-table'
import type { ResourceOwners } from '../pages/access/owners'
import { demoPriceList, toastLinkLabels, type Vm } from '@cirrus/domain'
import {
  makeBillingAccount,
  makeHostPool,
  makeImage,
  makeIp,
  makeLocation,
  makeNetwork,
  makeSubinterface,
  makeVmInterface,
  makeReplica,
  makeUser,
  makeVm,
  makeVmStorage,
} from '@cirrus/domain/fixtures'

// A link that stays in the story and the phone viewport are shared with the admin app's stories (@cirrus/app-kit).
export { onPhone, storyLink } from '@cirrus/app-kit'

/**
 * A table's search, filters and sort held in the story, as the route's `useTableUrlState` holds them in the URL
 * (issue 18): pass it as a View's `tableQuery` to show the search box and filter from the story.
 */
export function useStoryTableQuery(
  initial: { search?: string; filters?: ColumnFilters } = {},
): TableQueryProps {
  const [search, setSearch] = useState(initial.search ?? '')
  const [filters, setFilters] = useState<ColumnFilters>(initial.filters ?? {})
  const [sort, setSort] = useState<SortState | null>(null)
  return {
    search,
    onSearchChange: setSearch,
    filters,
    onFiltersChange: setFilters,
    sort,
    onSortChange: setSort,
  }
}

/**
 * A grantor whose resources are shared with the story's user through a delegation group (SPEC §6): give a
 * fixture `user_id: grantor.userId` and the row builders `grantor.owners`, and its row says "Owned by ada@…".
 */
export const grantor: { userId: number; owners: ResourceOwners } = {
  userId: 77,
  owners: new Map([[77, 'ada@example.com']]),
}

/** Story play: in the table named `table`, the row of `name` says "Owned by" the grantor, and no other row does. */
export async function expectSharedRow(canvasElement: HTMLElement, table: string, name: string) {
  const rows = within(within(canvasElement).getByRole('table', { name: table }))
  await expect(rows.getByRole('row', { name: new RegExp(name) })).toHaveTextContent(
    'Owned by ada@example.com',
  )
  await expect(rows.getAllByText(/^Owned by /)).toHaveLength(1)
}

/** The price list every story prices with. */
export const priceList = demoPriceList

/** The signed-in user of the stories. */
export const user = makeUser({
  profile_data: { first_name: 'Ada', last_name: 'Karu', email: 'ada@example.com' },
})

/** Two billing accounts. */
export const billingAccounts = [makeBillingAccount({}, 1), makeBillingAccount({}, 2)]

/** Two locations. */
export const locations = [makeLocation({}, 1), makeLocation({}, 2)]

/** A running VM with a snapshot and a backup on its boot disk. */
export const runningVm: Vm = makeVm(
  {
    status: 'running',
    backup: true,
    storage: [
      makeVmStorage(
        {
          size: 40,
          replica: [
            makeReplica({ type: 'snapshot', size: 40 }, 1),
            makeReplica({ type: 'backup', size: 40 }, 2),
          ],
        },
        1,
      ),
      makeVmStorage({ primary: false, name: 'vdb', size: 100 }, 2),
    ],
  },
  1,
)

/** A stopped VM: it costs nothing for CPU and RAM. */
export const stoppedVm: Vm = makeVm({ status: 'stopped' }, 2)

/** Rows named with the story locations and billing accounts, as a list page names them (`useResourceNames`). */
export function storyNamed<R extends PlacedRow>(rows: readonly R[]) {
  return withResourceNames(rows, { locations, accounts: billingAccounts })
}

/** A handful of VMs for lists. */
export const vms: Vm[] = [runningVm, stoppedVm, makeVm({}, 3), makeVm({}, 4), makeVm({}, 5)]

/** Public IPs: one on the running VM, one unassigned. */
export const ips = [
  makeIp({ assigned_to: runningVm.uuid, assigned_to_resource_type: 'virtual_machine' }, 1),
  makeIp({}, 2),
]

/** OS images: Ubuntu (one unpublished version) and Debian. */
export const images = [
  makeImage({}, 1),
  makeImage(
    {
      os_name: 'debian',
      display_name: 'Debian',
      versions: [{ os_version: '12', display_name: '12 Bookworm', published: true }],
    },
    2,
  ),
]

/** The host pools of the fixture location. */
export const pools = [makeHostPool({}, 1), makeHostPool({}, 2)]

/** VPC networks of the fixture location. */
export const networks = [makeNetwork({}, 1), makeNetwork({}, 2), makeNetwork({}, 3)]

/** The running VM's interfaces: the primary one with a VLAN sub-interface. */
export const interfaces = [
  makeVmInterface(
    { vm_uuid: runningVm.uuid, subinterfaces: [makeSubinterface({ network_uuid: networks[1]!.uuid }, 1)] },
    1,
  ),
]

/** Platform boot images (ISO). */
export const bootImages = [
  {
    uuid: '6a1f4c36-0b7e-4d55-9f43-7a8a2e0b9c01',
    image_name: 'SystemRescue 11',
    is_installation_media: false,
    description: 'Rescue system: repair file systems, reset passwords',
    is_published: true,
  },
]

/** A story decorator that makes "Show API request" name a fixed origin (https://console.example). */
export const withApiBaseUrl = (Story: () => ReactElement) => (
  <ApiBaseUrlProvider baseUrl="https://console.example">
    <Story />
  </ApiBaseUrlProvider>
)

/**
 * The toast a failed create leaves above its form (SPEC §8): the catalogue's text, what the platform said and
 * a "Retry" link, for a story of the form after the platform refused it (the form stays filled).
 */
export function FailedCreateToast({
  title,
  description,
  retryHref,
}: {
  title: string
  description: string
  retryHref: string
}) {
  const toasts = addToast(
    [],
    {
      id: 'create-failed',
      kind: 'error',
      title,
      description,
      actions: [{ label: toastLinkLabels.retry, href: retryHref }],
    },
    0,
  )
  return <ToastStack toasts={toasts} onDismiss={() => {}} renderLink={storyLink} />
}
