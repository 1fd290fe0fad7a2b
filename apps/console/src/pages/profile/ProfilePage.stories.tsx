import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { makeUser } from '@cirrus/domain/fixtures'
import { onPhone, user } from '../../stories/helpers'
import { ProfileView } from './ProfileView'

const meta = {
  title: 'Console/Profile',
  component: ProfileView,
  args: { user },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ada@example.com')).toBeVisible()
  },
}

export const WithoutName: Story = {
  args: {
    user: makeUser({
      is_admin: true,
      profile_data: { first_name: '', last_name: '', email: 'admin@cirrus.test' },
    }),
  },
}

export const Mobile: Story = {
  ...onPhone,
}
