import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ApiError } from '@cirrus/domain'
import { onPhone, storyLink } from '../../stories/helpers'
import { SignUpView } from './SignUpView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Account/Sign up',
  component: SignUpView,
  args: { onSubmit: fn(async () => {}), signInHref: '/sign-in', renderLink: storyLink },
  parameters: { ...specScreen('SPEC §6 sign-up', 'The sign-up page'), layout: 'fullscreen' },
} satisfies Meta<typeof SignUpView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { tags: ['dark'] }

/**
 * A password that breaks the sign-up rule (CONTRACTS; the domain's `weakPasswordReason`, which the platform
 * applies too) is refused beside the field, before any call.
 */
export const WeakPassword: Story = {
  args: {
    defaultValues: { email: 'ada@example.com', password: 'short', first_name: 'Ada', last_name: 'Karu' },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(await canvas.findByText('Password must be at least 10 characters long')).toBeVisible()
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A refusal that belongs to no field (the platform's throttle) is announced above the form. */
export const TooManyAttempts: Story = {
  args: {
    defaultValues: { email: 'demo@cirrus.test', password: 'long-enough-password' },
    onSubmit: fn(async () => {
      throw new ApiError({ status: 429, message: 'Too many requests: try again in 60 seconds' })
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(await canvas.findByText('Too many requests: try again in 60 seconds')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveValue('demo@cirrus.test')
    // The picture is of the error state, not of where focus landed after the button's pending spell: Chromium
    // repaints the ring round a button that was disabled and enabled again a pixel differently now and then.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  },
}

/** After a submit: the mailbox has the link (the same screen whether or not the address had an account). */
export const CheckYourEmail: Story = {
  args: { sentTo: 'ada@example.com', onRestart: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a link to ada@example.com.')
    await userEvent.click(canvas.getByRole('button', { name: 'Use another address' }))
    await expect(args.onRestart).toHaveBeenCalledOnce()
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  },
}

export const Mobile: Story = {
  ...onPhone,
}
