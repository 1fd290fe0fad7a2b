import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { defaultGeneralSettings } from '@cirrus/domain'
import { GeneralView } from './GeneralView'
import { specScreen } from '@cirrus/app-kit'

const acme = {
  platform_name: 'Acme Cloud',
  support_url: 'https://support.acme.test',
  terms_url: 'https://acme.test/terms',
  docs_url: 'https://docs.acme.test',
  release_notes_url: null,
}

const meta = {
  title: 'Admin/Platform/General',
  component: GeneralView,
  args: { settings: acme, onSave: fn(async () => {}) },
  parameters: { ...specScreen('SPEC §2 /admin/general', 'General settings'), layout: 'fullscreen' },
} satisfies Meta<typeof GeneralView>
export default meta
type Story = StoryObj<typeof meta>

/** Saved settings; clearing the support URL saves `null` (no support button). */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Platform name' })).toHaveValue('Acme Cloud')
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Support URL' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ ...acme, support_url: null })
    // The docs and release-notes links of the Help page are general settings too.
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Release notes link' }),
      'https://acme.test/releases',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenLastCalledWith({
      ...acme,
      support_url: null,
      release_notes_url: 'https://acme.test/releases',
    })
  },
}

/** A fresh platform: the default name, no links. */
export const Empty: Story = { args: { settings: defaultGeneralSettings } }

/** A bad address is refused beside its field, and nothing is saved. */
export const InvalidField: Story = {
  play: async ({ canvas, args }) => {
    const support = canvas.getByRole('textbox', { name: 'Support URL' })
    await userEvent.clear(support)
    await userEvent.type(support, 'javascript:alert(1)')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(support).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('Enter an address starting with http:// or https://')).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The platform's own field error after a save. */
export const ServerFieldError: Story = {
  args: { fieldErrors: { platform_name: 'Too big: expected string to have <=60 characters' } },
}

export const Saving: Story = { args: { saving: true } }

export const Loading: Story = { args: { settings: undefined } }

export const ErrorState: Story = {
  name: 'Error',
  args: { settings: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
