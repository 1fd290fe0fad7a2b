import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import type { RenderLink } from '@cirrus/design-system'
import type { TableQueryProps } from '@cirrus/app-kit'
import type { TableSelectionProps } from '../../../components/TableBulk'
import type { NetworkKindName } from '../paths'
import { NetworkTable } from './NetworkTable'
import type { NetworkTableRow } from './network-table-rows'

/** One kind's table on the page. */
export type NetworkTableGroup = {
  kind: NetworkKindName
  /** The table's heading and name: 'IP addresses'. */
  label: string
  /** The create link's text: 'Create IP address'. */
  createLabel: string
  createHref: string
  /** What an empty table says. */
  emptyText: string
  /** The kind's rows; undefined while they load. */
  rows: readonly NetworkTableRow[] | undefined
  /** Why they could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** The table's search, filters and sort in the URL (`useTableUrlState(prefix)`, one prefix per kind). */
  tableQuery?: TableQueryProps
  /** Below the table: the bulk confirmation and progress (kinds with bulk actions). */
  bulk?: ReactNode
} & TableSelectionProps

/** Props of {@link NetworkOverviewView}. */
export type NetworkOverviewViewProps = {
  /** The kinds the configuration shows, in order (pages/network/kinds.ts). */
  groups: readonly NetworkTableGroup[]
  /** The location's name for people. */
  locationName: string
  /** The currency of the prices. */
  currency: string
  /** Renders links with the router. */
  renderLink: RenderLink
}

function CreateLink({ href, label, renderLink }: { href: string; label: string; renderLink: RenderLink }) {
  return (
    <Button size="1" variant="soft" asChild>
      {renderLink({
        href,
        children: (
          <>
            <PlusIcon aria-hidden /> {label}
          </>
        ),
      })}
    </Button>
  )
}

/**
 * The network section's page (SPEC §2 /network, issue 18): VPC networks, public IPs, load balancers and
 * firewalls of the location, each kind in its own table with search, status, location and billing-account
 * filters and sort kept in the URL, its create link, and bulk actions where the kind has them (IPs: delete and
 * unassign; load balancers: delete). The sidebar and /section/network keep the compact list (NetworkListView).
 */
export function NetworkOverviewView({
  groups,
  locationName,
  currency,
  renderLink,
}: NetworkOverviewViewProps) {
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Network
        </Heading>
        <Text size="2" color="gray">
          In {locationName}
        </Text>
      </Flex>
      {groups.map(({ kind, label, emptyText, rows, bulk, ...group }) => {
        const create = (
          <CreateLink href={group.createHref} label={group.createLabel} renderLink={renderLink} />
        )
        return (
          <Flex key={kind} direction="column" gap="2" asChild>
            <section aria-labelledby={`network-table-${kind}`}>
              <Flex justify="between" align="center" gap="3" wrap="wrap">
                <Heading as="h2" size="4" id={`network-table-${kind}`}>
                  {label}
                </Heading>
                {rows && rows.length > 0 && create}
              </Flex>
              <NetworkTable
                kind={kind}
                label={label}
                rows={rows}
                error={group.error}
                onRetry={group.onRetry}
                currency={currency}
                emptyMessage={`${emptyText} in ${locationName}`}
                emptyAction={create}
                renderLink={renderLink}
                tableQuery={group.tableQuery}
                selection={group.selection}
                onSelectionChange={group.onSelectionChange}
                selectionActions={group.selectionActions}
              />
              {bulk}
            </section>
          </Flex>
        )
      })}
    </Flex>
  )
}
