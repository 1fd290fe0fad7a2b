import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import { KeyValueList } from '@cirrus/design-system'
import type { CurrentUser } from '@cirrus/domain'

/** Props of {@link ProfileView}. */
export type ProfileViewProps = {
  /** The signed-in user. */
  user: CurrentUser
}

/** /profile/ (SPEC §2): who is signed in. */
export function ProfileView({ user }: ProfileViewProps) {
  const name = `${user.profile_data.first_name} ${user.profile_data.last_name}`.trim()
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="760px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Profile
        </Heading>
        <Text size="2" color="gray">
          Your account as the platform knows it.
        </Text>
      </Flex>
      <Card size="2">
        <KeyValueList
          items={[
            { label: 'Name', value: name || null },
            {
              label: 'Email',
              value: user.profile_data.email || user.name,
              copyText: user.profile_data.email || user.name,
            },
            { label: 'User ID', value: String(user.id), copyText: String(user.id) },
            { label: 'Role', value: user.is_admin ? 'Administrator' : 'Customer' },
          ]}
        />
      </Card>
    </Flex>
  )
}
