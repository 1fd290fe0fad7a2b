import { Card, Flex, Heading, Link, Text } from '@radix-ui/themes'
import { KeyValueList } from '@cirrus/design-system'

/** Props of {@link AboutView}. */
export type AboutViewProps = {
  /** The console's version. */
  version: string
  /** Where the API lives (the platform's origin). */
  apiUrl: string
}

/** /about (SPEC §2): what Cirrus is, its version and where its API is. */
export function AboutView({ version, apiUrl }: AboutViewProps) {
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="760px">
      <Heading as="h1" size="6">
        About Cirrus
      </Heading>
      <Text as="p" size="3">
        Cirrus is the console for renting cloud resources — virtual machines, disks, networking, storage and
        managed services — with the hourly price of every resource shown as you choose it.
      </Text>
      <Card size="2">
        <KeyValueList
          items={[
            { label: 'Console version', value: version },
            { label: 'API', value: `${apiUrl}/v1`, copyText: `${apiUrl}/v1` },
            {
              label: 'API reference',
              value: <Link href="/api-docs">{`${apiUrl}/api-docs`}</Link>,
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
