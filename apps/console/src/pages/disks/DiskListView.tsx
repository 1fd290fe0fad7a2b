import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import type { RenderLink } from '@cirrus/design-system'
import { DISK_CREATE_PATH } from './paths'
import { DiskTable, type DiskTableProps } from './DiskTable'

/** Props of {@link DiskListView}. */
export type DiskListViewProps = Omit<DiskTableProps, 'emptyMessage' | 'emptyAction'> & {
  /** The list's heading: 'Disks' on the section page; the sidebar says it smaller. */
  heading?: 'page' | 'sidebar'
  /** The location's name for people. */
  locationName: string
  /** Renders links with the router. */
  renderLink: RenderLink
}

/** The create button of the disks section. */
function CreateDiskButton({ renderLink, size }: { renderLink: RenderLink; size: '2' | '3' }) {
  return (
    <Button asChild size={size}>
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
 * The disks section (SPEC §2 side nav "disks"): the location's disks as a table with the create button right
 * there, also when the list is empty. The section page (`heading="page"`), the sidebar on larger screens and
 * /section/disks on mobile (`heading="sidebar"`) all show it.
 */
export function DiskListView({
  heading = 'page',
  locationName,
  rows,
  renderLink,
  ...table
}: DiskListViewProps) {
  const page = heading === 'page'
  return (
    <Flex
      direction="column"
      gap={page ? '4' : '2'}
      p={page ? '4' : '3'}
      maxWidth={page ? '1100px' : undefined}
    >
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as={page ? 'h1' : 'h2'} size={page ? '6' : '3'}>
            Disks
          </Heading>
          {page && (
            <Text size="2" color="gray">
              In {locationName}
            </Text>
          )}
        </Flex>
        {rows && rows.length > 0 && <CreateDiskButton renderLink={renderLink} size="2" />}
      </Flex>
      <DiskTable
        rows={rows}
        renderLink={renderLink}
        emptyMessage={`No disks in ${locationName} yet`}
        emptyAction={<CreateDiskButton renderLink={renderLink} size="2" />}
        {...table}
      />
    </Flex>
  )
}
