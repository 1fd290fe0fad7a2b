import { Button, Callout, Code, Dialog, Flex } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { KeyValueList } from '@cirrus/design-system'
import type { S3Key } from '@cirrus/domain'

/**
 * The one time a generated key's secret is shown (issue 10 "the secret shown once"): the access key and the
 * secret with copy buttons and a clear warning. Closing forgets the secret.
 */
export function NewKeyDialog({ storageKey, onClose }: { storageKey: S3Key; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>Access key generated</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Use this key pair in your S3 client.
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <Callout.Root color="amber" highContrast role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              This is the only time the secret key is shown. Copy it now and keep it somewhere safe; if you
              lose it, delete the key and generate a new one.
            </Callout.Text>
          </Callout.Root>
          <KeyValueList
            orientation="vertical"
            items={[
              {
                label: 'Access key',
                value: <Code variant="ghost">{storageKey.accessKey}</Code>,
                copyText: storageKey.accessKey,
              },
              {
                label: 'Secret key',
                value: (
                  <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
                    {storageKey.secretKey}
                  </Code>
                ),
                copyText: storageKey.secretKey,
              },
            ]}
          />
        </Flex>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button type="button">I have copied the secret</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
