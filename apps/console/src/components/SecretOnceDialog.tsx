import type { ReactNode } from 'react'
import { Button, Callout, Dialog, Flex } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { KeyValueList, type KeyValueItem } from '@cirrus/design-system'

/**
 * The one time a secret is shown (an S3 access key's secret, a new API token): the values with copy buttons
 * and a clear warning that it will not be shown again. Closing forgets it.
 */
export function SecretOnceDialog({
  title,
  description,
  warning,
  items,
  closeLabel,
  onClose,
}: {
  /** The dialog's title: 'Access key generated'. */
  title: string
  /** What to do with the secret. */
  description: ReactNode
  /** The warning that this is the only time it is shown. */
  warning: ReactNode
  /** The values, the secret ones with `copyText`. */
  items: readonly KeyValueItem[]
  /** The button that closes it: 'I have copied the secret'. */
  closeLabel: string
  /** Called when it closes. */
  onClose: () => void
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {description}
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <Callout.Root color="amber" highContrast role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{warning}</Callout.Text>
          </Callout.Root>
          <KeyValueList orientation="vertical" items={items} />
        </Flex>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button type="button">{closeLabel}</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
