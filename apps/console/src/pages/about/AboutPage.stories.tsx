import type { Meta, StoryObj } from '@storybook/react-vite'
import { onPhone } from '../../stories/helpers'
import { AboutView } from './AboutView'

const meta = {
  title: 'Console/About',
  component: AboutView,
  args: { version: '0.1.0', apiUrl: 'https://console.cirrus.test' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {}

export const Mobile: Story = {
  ...onPhone,
}
