import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { VmConsole, type ConsoleSocket, type ConsoleSocketFactory } from '@cirrus/app-kit/console'
import { MissingResourcePage } from '@cirrus/design-system'
import type { ConsoleServerFrame } from '@cirrus/domain'
import { onPhone, runningVm, storyLink } from '../../stories/helpers'
import { specScreen } from '@cirrus/app-kit'

/** What a fake platform does with one socket: open (or not), send frames, then close (or not). */
type Script = { open: boolean; frames?: ConsoleServerFrame[]; close?: boolean }

/** A console socket that plays a script instead of talking to the platform; what it is sent is recorded. */
class FakeConsoleSocket implements ConsoleSocket {
  readyState = 0
  onopen: ConsoleSocket['onopen'] = null
  onmessage: ConsoleSocket['onmessage'] = null
  onclose: ConsoleSocket['onclose'] = null
  onerror: ConsoleSocket['onerror'] = null
  readonly sent: string[] = []
  constructor(script: Script) {
    setTimeout(() => {
      if (script.open) {
        this.readyState = 1
        this.onopen?.(new Event('open'))
        for (const frame of script.frames ?? []) {
          this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }))
        }
      }
      if (script.close) this.close(1006)
    }, 0)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1000) {
    if (this.readyState === 3) return
    this.readyState = 3
    this.onclose?.(new CloseEvent('close', { code }))
  }
}

/** Sockets that play the scripts in order (the last one again for every further connection). */
const fakeSockets =
  (...scripts: Script[]): ConsoleSocketFactory =>
  () =>
    new FakeConsoleSocket(scripts.length > 1 ? scripts.shift()! : scripts[0]!)

const hostname = runningVm.name
const bootTail = [
  '[  OK  ] Started serial-getty@ttyS0.service - Serial Getty on ttyS0.',
  '[  OK  ] Reached target multi-user.target - Multi-User System.',
  '',
  `Ubuntu 24.04 LTS ${hostname} ttyS0`,
  '',
  `${hostname} login: `,
].join('\r\n')
const running: ConsoleServerFrame = { type: 'status', status: 'running', name: runningVm.name, input: true }
const stopped: ConsoleServerFrame = { type: 'status', status: 'stopped', name: runningVm.name, input: false }
const output = (data: string): ConsoleServerFrame => ({ type: 'output', data })

const meta = {
  title: 'Console/Compute/VM console',
  component: VmConsole,
  parameters: { ...specScreen('SPEC §2 /console/{location}/{vmId}', 'The VM console'), layout: 'fullscreen' },
  args: {
    location: 'tll01',
    vmId: runningVm.uuid,
    name: runningVm.name,
    status: 'running',
    locationName: 'Tallinn',
    vmHref: `/compute/vm/tll01/${runningVm.uuid}/`,
    renderLink: storyLink,
    start: fn(async () => {}),
    isRefused: fn(async () => false),
    createSocket: fakeSockets({ open: true, frames: [output(bootTail), running] }),
    // Hold a reconnection's countdown still, so its picture does not depend on timing.
    countdownStepMs: 3_600_000,
  },
} satisfies Meta<typeof VmConsole>

export default meta
type Story = StoryObj<typeof meta>

/** The socket is being opened: nothing has answered yet. */
export const Connecting: Story = {
  args: { createSocket: fakeSockets({ open: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Connecting…')
    await expect(canvas.getByRole('button', { name: 'Send Ctrl+Alt+Del' })).toBeDisabled()
  },
}

/** Connected to a running VM: the boot log ends at the login prompt; the terminal has its name and the focus. */
export const Connected: Story = {
  tags: ['dark'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Connected')).toBeVisible()
    const terminal = await canvas.findByRole('textbox', { name: `Serial console of ${runningVm.name}` })
    await expect(terminal).toHaveFocus()
    const rows = await canvas.findByRole('list', { name: `Serial output of ${runningVm.name}` })
    await expect(await within(rows).findByText(`${hostname} login:`, { exact: false })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Back to VM' })).toHaveAttribute('href', args.vmHref)
    await expect(canvas.queryByRole('button', { name: 'Start' })).toBeNull()
  },
}

/** A stopped VM: the console says so, takes no input, and offers Start. */
export const StoppedVm: Story = {
  args: {
    status: 'stopped',
    createSocket: fakeSockets({
      open: true,
      frames: [output('[   42.117302] reboot: Power down\r\n'), stopped],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The VM is stopped. Start it to use its console.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send Ctrl+Alt+Del' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Paste' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }))
    await expect(args.start).toHaveBeenCalledOnce()
  },
}

/** The connection dropped: the console counts down to the next attempt and offers to reconnect now. */
export const Reconnecting: Story = {
  args: {
    createSocket: fakeSockets(
      { open: true, frames: [output(bootTail), running], close: true },
      { open: false },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Disconnected. Reconnecting in 1 s…')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeEnabled()
  },
}

/** The platform refused the socket (a VM the viewer may not use): no terminal, no retry. */
export const Refused: Story = {
  args: { createSocket: fakeSockets({ open: false, close: true }), isRefused: fn(async () => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You cannot open this console.')
    await expect(args.isRefused).toHaveBeenCalled()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** The VM was deleted while connected: the session ends with a message. */
export const VmDeleted: Story = {
  args: {
    createSocket: fakeSockets({
      open: true,
      frames: [output(bootTail), running, { type: 'end', reason: 'deleted' }],
      close: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The VM was deleted. The console session has ended.')).toBeVisible()
  },
}

/** A VM the user may not see: the customer route's 'This virtual machine is gone'. */
export const NotFound: Story = {
  render: () => <MissingResourcePage object="virtual machine" availableIds={[]} renderLink={storyLink} />,
}

/** On a phone: the bar wraps above the terminal. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Connected')).toBeVisible()
    await canvas.findByRole('list', { name: `Serial output of ${runningVm.name}` })
  },
}
