import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import type { RenderLink } from '@cirrus/design-system'
import { SERVICE_CREATE_PATH } from './paths'
import { ServiceTable, type ServiceTableProps } from './ServiceTable'

/** Props of {@link ServiceListView}. */
export type ServiceListViewProps = Omit<ServiceTableProps, 'emptyMessage' | 'emptyAction'> & {
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The bulk confirmation and progress (issue 18), shown under the table. */
  bulk?: ReactNode
}

/** The create button of the services section. */
function CreateServiceButton({ renderLink }: { renderLink: RenderLink }) {
  return (
    <Button asChild>
      {renderLink({
        href: SERVICE_CREATE_PATH,
        children: (
          <>
            <PlusIcon aria-hidden /> Create service
          </>
        ),
      })}
    </Button>
  )
}

/**
 * The services section (SPEC §2 side nav "services", /services): every managed service of the user (they are
 * not location-scoped) as a table, with the create button — also when the list is empty. The sidebar and
 * /section/services show them as a compact list (ServiceSectionList).
 */
export function ServiceListView({ rows, renderLink, bulk, ...table }: ServiceListViewProps) {
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            Managed services
          </Heading>
          <Text size="2" color="gray">
            Kubernetes clusters and databases run for you, on VMs you can see and power.
          </Text>
        </Flex>
        {rows && rows.length > 0 && <CreateServiceButton renderLink={renderLink} />}
      </Flex>
      <ServiceTable
        rows={rows}
        renderLink={renderLink}
        emptyMessage="No managed services yet"
        emptyAction={<CreateServiceButton renderLink={renderLink} />}
        {...table}
      />
      {bulk}
    </Flex>
  )
}
