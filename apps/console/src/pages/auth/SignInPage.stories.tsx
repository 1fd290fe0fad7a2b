import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ApiError } from '@cirrus/domain'
import { onPhone, storyLink } from '../../stories/helpers'
import { SESSION_NOTICE } from './SignInPage'
import { SignInView } from './SignInView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Account/Sign in',
  component: SignInView,
  args: { onSubmit: fn(async () => {}), signUpHref: '/sign-up', renderLink: storyLink },
  parameters: { ...specScreen('SPEC §6 sign-in', 'The sign-in page'), layout: 'fullscreen' },
} satisfies Meta<typeof SignInView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { tags: ['dark'] }

export const SessionExpired: Story = { args: { notice: SESSION_NOTICE } }

export const InvalidFields: Story = {
  args: { defaultValues: { email: 'not-an-email' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible()
    await expect(canvas.getByText('Enter your password')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const WrongPassword: Story = {
  args: {
    defaultValues: { email: 'ada@example.com', password: 'nope' },
    onSubmit: fn(async () => {
      throw new ApiError({ status: 401, message: 'Wrong email or password' })
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong email or password')
    // The picture is of the error state, not of where focus landed after the button's pending spell: Chromium
    // repaints the ring round a button that was disabled and enabled again a pixel differently now and then.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  },
}

export const Mobile: Story = {
  args: { notice: SESSION_NOTICE },
  ...onPhone,
}
