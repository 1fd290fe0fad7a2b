import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import { IP_RANGE_MESSAGES } from '@cirrus/domain'
import { tallinnNetwork } from './fixtures'
import { VmConfView } from './VmConfView'

const tallinn = tallinnNetwork(12, { outside_ranges: 3 })
const johannesburg = tallinnNetwork(0, {
  location: 'jhv02',
  display_name: 'Jõhvi',
  ranges: [],
  dns_servers: ['1.1.1.1'],
})

const meta = {
  title: 'Admin/Network/Network settings',
  component: VmConfView,
  args: {
    networks: [tallinn, johannesburg],
    onAddRange: fn(),
    onUpdateRange: fn(),
    onRemoveRange: fn(),
    onSaveDefaults: fn(),
  },
  parameters: { ...specScreen('SPEC §2 /admin/vm_conf', 'Network'), layout: 'fullscreen' },
} satisfies Meta<typeof VmConfView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Network', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('rowheader', { name: '203.0.113.0/24' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Remove 203.0.113.0/24' })).toBeVisible()
    // The same rules as the platform, beside the field: an overlap names the other range.
    const jhv = within(canvas.getByRole('form', { name: 'Add a public range to Jõhvi' }))
    const field = jhv.getByRole('textbox', { name: 'New range (CIDR)' })
    await userEvent.type(field, '203.0.113.128/25')
    await userEvent.click(jhv.getByRole('button', { name: 'Add range' }))
    await expect(jhv.getByText('Overlaps 203.0.113.0/24 in tll01')).toBeVisible()
    await expect(args.onAddRange).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, '198.51.100.0/24')
    await userEvent.click(jhv.getByRole('button', { name: 'Add range' }))
    await expect(args.onAddRange).toHaveBeenCalledWith('jhv02', '198.51.100.0/24')
  },
}

/** Defaults are checked beside each field before anything is sent. */
export const InvalidDefaults: Story = {
  name: 'Invalid defaults',
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Network defaults of Jõhvi' }))
    const first = form.getByRole('textbox', { name: 'First VLAN' })
    await userEvent.clear(first)
    await userEvent.type(first, '4000')
    const dns = form.getByRole('textbox', { name: /DNS servers/ })
    await userEvent.clear(dns)
    await userEvent.type(dns, '1.1.1')
    await userEvent.click(form.getByRole('button', { name: 'Save defaults' }))
    await expect(form.getByText(IP_RANGE_MESSAGES.vlanOrder)).toBeVisible()
    await expect(form.getByText(IP_RANGE_MESSAGES.dnsMalformed)).toBeVisible()
    await expect(args.onSaveDefaults).not.toHaveBeenCalled()
  },
}

/** The platform's answer (e.g. a range shrunk below its addresses in use) shows beside the field it names. */
export const ServerError: Story = {
  name: 'Refused by the platform',
  args: {
    serverErrors: {
      form: 'range:jhv02',
      errors: { cidr: 'Overlaps 198.51.100.0/24 in another location' },
    },
  },
  play: async ({ canvas }) => {
    const jhv = within(canvas.getByRole('form', { name: 'Add a public range to Jõhvi' }))
    await expect(jhv.getByText('Overlaps 198.51.100.0/24 in another location')).toBeVisible()
  },
}

export const Loading: Story = { args: { networks: undefined } }

export const Empty: Story = {
  args: { networks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No locations yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { networks: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone }
