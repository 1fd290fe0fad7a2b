/**
 * The VM console's screen (issue 15, SPEC §2: outside the main layout), props only: a slim bar — back to the VM,
 * its name, status and location, the connection state, Start when it is stopped, Copy, Paste, "Send Ctrl+Alt+Del",
 * Reconnect — over the terminal, which fills the rest of the window. A refused console says so in place of the
 * terminal. VmConsole.tsx wires it to the socket; the stories render it with a fake one.
 */
import type { ReactNode } from 'react'
import { Badge, Box, Button, Callout, Flex, Text } from '@radix-ui/themes'
import { StatusBadge, type RenderLink } from '@cirrus/design-system'
import { consoleTexts, fill } from '@cirrus/domain'
import type { ConsoleConnection } from './socket'

/** Props of {@link ConsoleView}. */
export type ConsoleViewProps = {
  /** The VM's name. */
  name: string
  /** The VM's status ('running', 'stopped' …); null until the platform tells it. */
  status: string | null
  /** The location's display name. */
  locationName: string
  /** Where the connection is. */
  connection: ConsoleConnection
  /** The VM's page (the bar's back link). */
  vmHref: string
  /** Renders the back link (the app's router link). */
  renderLink: RenderLink
  /** Starts the stopped VM; absent hides Start. */
  onStart?: () => void
  /** True while the start runs. */
  starting?: boolean
  onCtrlAltDel: () => void
  onCopy: () => void
  onPaste: () => void
  onReconnect: () => void
  /** The terminal (lazy xterm.js), shown unless the console was refused. */
  terminal: ReactNode
}

const connectionText = (connection: ConsoleConnection): string => {
  switch (connection.kind) {
    case 'connecting':
      return consoleTexts.connecting
    case 'connected':
      return consoleTexts.connected
    case 'reconnecting':
      return fill(consoleTexts.reconnecting, { seconds: connection.inSeconds })
    case 'refused':
      return consoleTexts.refused
    case 'ended':
      return connection.reason === 'deleted' ? consoleTexts.deleted : consoleTexts.idle
  }
}

const connectionColor = (connection: ConsoleConnection) =>
  connection.kind === 'connected'
    ? 'green'
    : connection.kind === 'connecting'
      ? 'gray'
      : connection.kind === 'reconnecting'
        ? 'amber'
        : 'red'

/** The console screen. */
export function ConsoleView({
  name,
  status,
  locationName,
  connection,
  vmHref,
  renderLink,
  onStart,
  starting = false,
  onCtrlAltDel,
  onCopy,
  onPaste,
  onReconnect,
  terminal,
}: ConsoleViewProps) {
  const connected = connection.kind === 'connected'
  const stopped = connected && status !== null && status !== 'running'
  const canReconnect = connection.kind !== 'connected' && connection.kind !== 'connecting'
  return (
    <Flex direction="column" style={{ height: '100dvh', background: '#0b0d10' }}>
      <Flex
        asChild
        align="center"
        gap="3"
        px="3"
        py="2"
        wrap="wrap"
        style={{ background: 'var(--color-panel-solid)', borderBottom: '1px solid var(--gray-a5)' }}
      >
        <header>
          <Text size="2">{renderLink({ href: vmHref, children: consoleTexts.backToVm })}</Text>
          <Flex align="center" gap="2" minWidth="0">
            <Text as="p" size="3" weight="bold" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {status && <StatusBadge status={status} />}
            <Text size="2" color="gray">
              {locationName}
            </Text>
          </Flex>
          <Badge role="status" color={connectionColor(connection)} variant="soft" highContrast>
            {connectionText(connection)}
          </Badge>
          <Flex gap="2" ml="auto" wrap="wrap" role="group" aria-label="Console">
            {stopped && onStart && (
              <Button size="1" onClick={onStart} loading={starting}>
                {consoleTexts.start}
              </Button>
            )}
            <Button size="1" variant="soft" onClick={onCopy}>
              {consoleTexts.copy}
            </Button>
            <Button size="1" variant="soft" onClick={onPaste} disabled={!connected || stopped}>
              {consoleTexts.paste}
            </Button>
            <Button
              size="1"
              variant="soft"
              color="red"
              onClick={onCtrlAltDel}
              disabled={!connected || stopped}
            >
              {consoleTexts.sendCtrlAltDel}
            </Button>
            {canReconnect && (
              <Button size="1" variant="outline" onClick={onReconnect}>
                {consoleTexts.reconnect}
              </Button>
            )}
          </Flex>
        </header>
      </Flex>
      {stopped && (
        <Box style={{ background: 'var(--color-background)' }}>
          <Callout.Root color="gray" size="1" style={{ borderRadius: 0 }}>
            <Callout.Text>{consoleTexts.stopped}</Callout.Text>
          </Callout.Root>
        </Box>
      )}
      {connection.kind === 'refused' ? (
        <Flex
          flexGrow="1"
          align="center"
          justify="center"
          p="4"
          style={{ background: 'var(--color-background)' }}
        >
          <Callout.Root color="red" role="alert">
            <Callout.Text>{consoleTexts.refused}</Callout.Text>
          </Callout.Root>
        </Flex>
      ) : (
        <Box asChild flexGrow="1" position="relative" style={{ minHeight: 0 }}>
          <main>{terminal}</main>
        </Box>
      )}
    </Flex>
  )
}
