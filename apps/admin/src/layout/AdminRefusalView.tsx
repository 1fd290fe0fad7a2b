import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { LockClosedIcon } from '@radix-ui/react-icons'
import { errorTexts } from '@cirrus/domain'

/** Props of {@link AdminRefusalView}. */
export type AdminRefusalViewProps = {
  /** The customer console's address (another app: a plain link). @default '/' */
  consoleHref?: string
  /** Who is signed in, so they can tell which account lacks the role. */
  email?: string
}

/**
 * What a signed-in user who is not an administrator sees at /admin (SPEC §2 "Admin app", §6): 'Only for
 * administrative users' and a link back to the main app. Nothing of the admin app is shown or loaded.
 */
export function AdminRefusalView({ consoleHref = '/', email }: AdminRefusalViewProps) {
  return (
    <Flex asChild direction="column" align="center" gap="4" py="9" px="4" style={{ textAlign: 'center' }}>
      <main>
        <Flex
          aria-hidden="true"
          align="center"
          justify="center"
          width="56px"
          height="56px"
          style={{ borderRadius: '50%', background: 'var(--gray-a3)', color: 'var(--gray-11)' }}
        >
          <LockClosedIcon width="24" height="24" />
        </Flex>
        <Heading as="h1" size="7">
          {errorTexts.adminOnly}
        </Heading>
        {email && (
          <Text color="gray" size="2">
            Signed in as {email}
          </Text>
        )}
        <Button asChild size="3">
          <a href={consoleHref}>{errorTexts.backToConsole}</a>
        </Button>
      </main>
    </Flex>
  )
}
