import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import { TrackingView } from './TrackingView'

const meta = {
  title: 'Admin/Platform/Tracking codes',
  component: TrackingView,
  args: {
    settings: { sink_url: 'https://analytics.example.com', events: ['page_view', 'sign_up'] },
    onSave: fn(),
  },
  parameters: { ...specScreen('SPEC §2 /admin/tracking', 'Tracking Codes'), layout: 'fullscreen' },
} satisfies Meta<typeof TrackingView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Tracking Codes', level: 1 })).toBeVisible()
    await expect(canvas.getByText("connect-src 'self' https://analytics.example.com")).toBeVisible()
    const sink = canvas.getByLabelText('Sink origin (https)')
    await userEvent.clear(sink)
    await userEvent.type(sink, 'https://stats.example.org')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sign-ups' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Invoices paid' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save tracking settings' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      sink_url: 'https://stats.example.org',
      events: ['page_view', 'invoice_paid'],
    })
  },
}

export const Empty: Story = {
  args: { settings: { sink_url: null, events: [] } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/No sink is set/)).toBeVisible()
    await expect(canvas.getByText("connect-src 'self'")).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save tracking settings' }))
    await expect(args.onSave).toHaveBeenCalledWith({ sink_url: null, events: [] })
  },
}

export const FieldErrors: Story = {
  name: 'Field errors',
  args: { fieldErrors: { sink_url: 'An https origin such as https://analytics.example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An https origin such as https://analytics.example.com')).toBeVisible()
  },
}

export const Loading: Story = { args: { settings: undefined } }

export const ErrorState: Story = {
  name: 'Error',
  args: { settings: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error: Failed to fetch')
  },
}

export const Mobile: Story = { ...onPhone }
