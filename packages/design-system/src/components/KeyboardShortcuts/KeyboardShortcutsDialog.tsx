import { Dialog, Flex, Button, Kbd, Table } from '@radix-ui/themes'
import type { KeyboardShortcut } from './shortcut-sequence'

/** Props of {@link KeyboardShortcutsDialog}. */
export type KeyboardShortcutsDialogProps = {
  /** Whether the dialog is open. */
  open: boolean
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void
  /** The shortcuts to list, in order. */
  shortcuts: readonly KeyboardShortcut[]
  /** The dialog's title. @default 'Keyboard shortcuts' */
  title?: string
}

/** The `?` dialog: every keyboard shortcut of the app, its keys and what it does. */
export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
  shortcuts,
  title = 'Keyboard shortcuts',
}: KeyboardShortcutsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Keys</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Action</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shortcuts.map((s) => (
              <Table.Row key={s.keys.join(' ')}>
                <Table.Cell>
                  <Flex gap="1" align="center">
                    {s.keys.map((key, i) => (
                      <Kbd key={i}>{key}</Kbd>
                    ))}
                  </Flex>
                </Table.Cell>
                <Table.Cell>{s.description}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
