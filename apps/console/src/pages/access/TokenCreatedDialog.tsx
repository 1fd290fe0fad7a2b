import { Button, Callout, Code, Dialog, Flex } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { KeyValueList } from '@cirrus/design-system'
import type { ApiTokenCreated } from '@cirrus/domain'

/**
 * The one time a new API token's secret is shown (CONTRACTS: only the create response carries it), with a copy
 * button and a clear warning. Closing forgets it.
 */
export function TokenCreatedDialog({ token, onClose }: { token: ApiTokenCreated; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>API token created</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Send it in the <Code>apikey</Code> header of every API request.
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <Callout.Root color="amber" highContrast role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              This is the only time the token is shown. Copy it now and keep it somewhere safe; if you lose
              it, delete the token and create a new one.
            </Callout.Text>
          </Callout.Root>
          <KeyValueList
            orientation="vertical"
            items={[
              { label: 'Description', value: token.description },
              {
                label: 'Token',
                value: (
                  <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
                    {token.token}
                  </Code>
                ),
                copyText: token.token,
              },
            ]}
          />
        </Flex>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button type="button">I have copied the token</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
