import type { Meta, StoryObj } from '@storybook/react-vite'
import { onPhone } from '../../stories/helpers'
import { AboutView } from './AboutView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Help/About',
  component: AboutView,
  args: { version: '0.1.0', apiUrl: 'https://console.cirrus.test' },
  parameters: { ...specScreen('SPEC §2 /about', 'The about page'), layout: 'fullscreen' },
} satisfies Meta<typeof AboutView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = { tags: ['dark'] }

export const Mobile: Story = {
  ...onPhone,
}
