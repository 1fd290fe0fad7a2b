import { Card, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes'
import { CopyButton } from '@cirrus/design-system'
import { AdminPage } from '../../components/AdminPage'
import type { HelpLink } from './help-links'

/** Props of {@link HelpView}. */
export type HelpViewProps = {
  /** The API's address for this host. */
  apiUrl: string
  /** The GraphQL endpoint's address for this host. */
  graphqlUrl: string
  /** The links whose target exists or is configured (help-links.ts); undefined while that is found out. */
  links: readonly HelpLink[] | undefined
}

/** /admin/help: where the APIs are and where to read more (SPEC §2 "Admin Help page"). */
export function HelpView({ apiUrl, graphqlUrl, links }: HelpViewProps) {
  return (
    <AdminPage
      title="Help"
      description="Where the platform's APIs answer and where to read more."
      loading={!links}
    >
      <Card size="3">
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          {[
            ['API URL', apiUrl],
            ['GraphQL URL', graphqlUrl],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="120px">{label}</DataList.Label>
              <DataList.Value>
                <Flex align="center" gap="2">
                  <Text as="span" style={{ fontFamily: 'var(--code-font-family)', overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                  <CopyButton text={value!} label={label!} />
                </Flex>
              </DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Documentation and tools
        </Heading>
        <Flex direction="column" gap="3" asChild>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(links ?? []).map((link) => (
              <li key={link.id}>
                <Flex direction="column">
                  <Link href={link.href} target="_blank" rel="noopener noreferrer" weight="medium">
                    {link.label}
                  </Link>
                  <Text size="2" color="gray">
                    {link.description}
                  </Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </AdminPage>
  )
}
