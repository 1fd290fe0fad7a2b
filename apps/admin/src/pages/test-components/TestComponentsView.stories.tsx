import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { TestComponentsView } from './TestComponentsView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Platform/Test components',
  component: TestComponentsView,
  parameters: { ...specScreen('SPEC §2 /admin/test-components', 'Test components'), layout: 'fullscreen' },
} satisfies Meta<typeof TestComponentsView>
export default meta
type Story = StoryObj<typeof meta>

/** Every sample renders (the page has no data, so no loading, empty or error state of its own). */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    for (const name of ['Status badges', 'Prices', 'Switches', 'Fields', 'Empty state']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    }
    await expect(canvas.getByText('Price unavailable')).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
