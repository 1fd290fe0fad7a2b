import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { onPhone, storyLink } from '../../stories/helpers'
import { VerifySignUpView } from './VerifySignUpView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Account/Confirm e-mail',
  component: VerifySignUpView,
  args: {
    state: { kind: 'confirming' },
    signUpHref: '/sign-up',
    signInHref: '/sign-in',
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §6 sign-up, e-mail confirmation', 'Confirming the e-mail address'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof VerifySignUpView>
export default meta
type Story = StoryObj<typeof meta>

/** The mailed link was opened: the platform is creating the account. */
export const Confirming: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Creating your account' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your e-mail address…')
  },
}

/** A used or expired link: the platform's words, and a way to start again. */
export const LinkExpired: Story = {
  args: {
    state: {
      kind: 'failed',
      message: 'This sign-up link has expired or was already used. Sign up again',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This sign-up link has expired or was already used.',
    )
    await expect(canvas.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/sign-up')
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  },
}

export const Mobile: Story = { ...LinkExpired, ...onPhone, play: undefined }
