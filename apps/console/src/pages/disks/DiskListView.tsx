import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import type { RenderLink } from '@cirrus/design-system'
import { DISK_CREATE_PATH } from './paths'
import { DiskTable, type DiskTableProps } from './DiskTable'

/** Props of {@link DiskListView}. */
export type DiskListViewProps = Omit<DiskTableProps, 'emptyMessage' | 'emptyAction'> & {
  /** The location's name for people. */
  locationName: string
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The bulk confirmation and progress (issue 18), shown under the table. */
  bulk?: ReactNode
}

/** The create button of the disks section. */
function CreateDiskButton({ renderLink }: { renderLink: RenderLink }) {
  return (
    <Button asChild>
      {renderLink({
        href: DISK_CREATE_PATH,
        children: (
          <>
            <PlusIcon aria-hidden /> Create disk
          </>
        ),
      })}
    </Button>
  )
}

/**
 * The disks section (SPEC §2 side nav "disks", /disks): the location's disks as a table with the create button
 * right there, also when the list is empty. The sidebar and /section/disks show them as a compact list
 * (DiskSectionList).
 */
export function DiskListView({ locationName, rows, renderLink, bulk, ...table }: DiskListViewProps) {
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            Disks
          </Heading>
          <Text size="2" color="gray">
            In {locationName}
          </Text>
        </Flex>
        {rows && rows.length > 0 && <CreateDiskButton renderLink={renderLink} />}
      </Flex>
      <DiskTable
        rows={rows}
        renderLink={renderLink}
        emptyMessage={`No disks in ${locationName} yet`}
        emptyAction={<CreateDiskButton renderLink={renderLink} />}
        {...table}
      />
      {bulk}
    </Flex>
  )
}
