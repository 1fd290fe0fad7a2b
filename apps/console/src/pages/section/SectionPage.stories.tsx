import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sectionNotDefined } from '@cirrus/domain'
import { onPhone, storyLink } from '../../stories/helpers'
import { StorySectionList, sectionListArgs } from '../../stories/section-list'
import { SectionView } from './SectionView'
import { specScreen } from '@cirrus/app-kit'

// /section/{name} exists on mobile only (SPEC §2), so every state renders at phone width.
const meta = {
  title: 'Console/Mobile/Section',
  component: SectionView,
  args: { renderLink: storyLink },
  ...onPhone,
  parameters: { ...specScreen('SPEC §2 /section/{name}', 'A section on a phone'), layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  args: { children: <StorySectionList /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Virtual machines' })).toBeVisible()
    await expect(canvas.getAllByRole('link')).toHaveLength(sectionListArgs.items.length + 1)
  },
}

export const Loading: Story = { args: { children: <StorySectionList loading /> } }

export const Empty: Story = { args: { children: <StorySectionList items={[]} /> } }

export const ErrorState: Story = {
  name: 'Error',
  args: { children: <StorySectionList error="Network error: Failed to fetch" onRetry={() => {}} /> },
}

export const NotDefined: Story = {
  args: { notDefined: sectionNotDefined('bogus') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Section "bogus" not defined' })).toBeVisible()
  },
}
