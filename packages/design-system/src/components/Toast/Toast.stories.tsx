import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import { Button, Flex } from '@radix-ui/themes'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastStack } from './Toast'
import {
  addToast,
  dismissToast,
  expireToasts,
  resolveToast,
  type Toast,
  type ToastInput,
} from './toast-queue'
import { useToastTimers } from './use-toast-timers'

/** A queue built with a fixed clock: stories must not depend on the time they run. */
const queue = (...inputs: ToastInput[]) =>
  inputs.reduce<readonly Toast[]>((q, input, i) => addToast(q, input, i * 1_000), [])

const success: ToastInput = { id: 'vm-created', kind: 'success', title: 'Virtual machine web-1 created' }
const error: ToastInput = {
  id: 'vm-failed',
  kind: 'error',
  title: 'Could not start db-primary',
  description: 'The host has no free memory.',
}
const info: ToastInput = { id: 'copied', kind: 'info', title: 'IP address copied' }
const progress: ToastInput = {
  id: 'vm-creating',
  kind: 'progress',
  title: 'Creating virtual machine web-2',
  description: 'This can take a few minutes.',
}

const meta = {
  title: 'Design System/Toast',
  component: ToastStack,
  args: { toasts: queue(success), onDismiss: fn() },
} satisfies Meta<typeof ToastStack>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Virtual machine web-1 created')
  },
}

export const Error: Story = {
  args: { toasts: queue(error) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not start db-primary')
  },
}

export const Info: Story = {
  args: { toasts: queue(info) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('IP address copied')
  },
}

export const Progress: Story = {
  args: { toasts: queue(progress) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const WithActions: Story = {
  args: {
    toasts: queue(
      { ...error, actions: [{ label: 'Retry', onClick: fn() }] },
      { ...success, actions: [{ label: 'View', href: '/compute/vm/tll/7c9e0000/' }] },
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/compute/vm/tll/7c9e0000/',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.toasts[0]!.actions![0]!.onClick).toHaveBeenCalledOnce()
  },
}

export const Dismiss: Story = {
  args: { toasts: queue(info, success) },
  play: async ({ canvas, args }) => {
    const newest = canvas.getAllByRole('listitem')[0]!
    await userEvent.click(within(newest).getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledWith('vm-created')
  },
}

export const Stack: Story = {
  // Every kind at once, newest on top.
  args: { toasts: queue(info, progress, error, success) },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent('Virtual machine web-1 created')
  },
}

/** Holds a queue in local state the way the console holds it in its store. */
function QueueDemo({ initial = [] }: { initial?: readonly Toast[] }) {
  const [toasts, setToasts] = useState(initial)
  const [count, setCount] = useState(0)
  const push = () => {
    const n = count + 1
    setCount(n)
    setToasts((q) =>
      addToast(q, { id: `t${n}`, kind: 'success', title: `Disk disk-${n} attached` }, n * 1_000),
    )
  }
  const finish = () =>
    setToasts((q) =>
      resolveToast(q, 'vm-creating', { kind: 'success', title: 'Virtual machine web-2 created' }, 99_000),
    )
  return (
    <Flex gap="2">
      <Button onClick={push}>Add toast</Button>
      <Button variant="soft" onClick={finish}>
        Finish creating
      </Button>
      <ToastStack toasts={toasts} onDismiss={(id) => setToasts((q) => dismissToast(q, id))} />
    </Flex>
  )
}

export const FiveToastLimit: Story = {
  // A progress toast is never dropped for the limit; the oldest finished one goes (SPEC §9: at most 5).
  render: () => <QueueDemo initial={queue(progress)} />,
  play: async ({ canvas }) => {
    for (let i = 0; i < 6; i++) await userEvent.click(canvas.getByRole('button', { name: 'Add toast' }))
    const stack = canvas.getByRole('region', { name: 'Notifications' })
    await expect(within(stack).getAllByRole('listitem')).toHaveLength(5)
    await expect(within(stack).getByText('Creating virtual machine web-2')).toBeVisible()
    await expect(within(stack).queryByText('Disk disk-1 attached')).toBeNull()
    await expect(within(stack).queryByText('Disk disk-2 attached')).toBeNull()
    await expect(within(stack).getByText('Disk disk-6 attached')).toBeVisible()
  },
}

export const ProgressResolved: Story = {
  render: () => <QueueDemo initial={queue(progress)} />,
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('region', { name: 'Notifications' })
    await expect(within(stack).getByRole('status')).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Finish creating' }))
    await expect(within(stack).getByRole('status')).toHaveTextContent('Virtual machine web-2 created')
    await expect(within(stack).getByRole('status')).not.toHaveAttribute('aria-busy')
  },
}

/** Expires toasts with useToastTimers, as an app does; the toast here lives 300 ms. */
function TimedDemo() {
  const [toasts, setToasts] = useState<readonly Toast[]>([])
  useToastTimers({ toasts, onExpire: (now) => setToasts((q) => expireToasts(q, now)) })
  const push = () =>
    setToasts((q) =>
      addToast(q, { id: 'short', kind: 'success', title: 'Snapshot taken', duration: 300 }, Date.now()),
    )
  return (
    <>
      <Button onClick={push}>Take snapshot</Button>
      <ToastStack toasts={toasts} onDismiss={(id) => setToasts((q) => dismissToast(q, id))} />
    </>
  )
}

export const AutoDismiss: Story = {
  render: () => <TimedDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Take snapshot' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Snapshot taken')
    // The picture settles once the toast has gone, so the screenshot does not depend on timing.
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3_000 })
  },
}

export const LongText: Story = {
  args: {
    toasts: queue({
      id: 'long',
      kind: 'error',
      title: 'Could not delete the load balancer lb-production-eu-north-frontend-with-a-very-long-name',
      description:
        'The load balancer still forwards traffic to 14 virtual machines in 3 networks. Remove its targets first, then try again; the operation was not started.',
      actions: [
        { label: 'Retry', onClick: () => {} },
        { label: 'View', href: '/network/load_balancer/tll/1/' },
      ],
    }),
  },
}

const phone = (Story: () => ReactNode) => (
  // A transformed box is the containing block of the fixed stack, so it stands in for a phone screen.
  <div style={{ width: 360, height: 420, transform: 'translateZ(0)', border: '1px solid var(--gray-a6)' }}>
    <Story />
  </div>
)

export const NarrowWidth: Story = {
  args: { toasts: queue(info, progress, { ...error, actions: [{ label: 'Retry', onClick: () => {} }] }) },
  decorators: [phone],
}

export const Dark: Story = {
  args: {
    toasts: queue(info, progress, { ...error, actions: [{ label: 'Retry', onClick: () => {} }] }, success),
  },
  parameters: { appearance: 'dark' },
}
