import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { MissingResourcePage } from '@cirrus/design-system'
import { apiRequests } from '@cirrus/domain'
import { onPhone, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { billingFormOf, emptyBillingForm } from './billing-form'
import { BillingAccountFormView } from './BillingAccountFormView'
import { storyAccount } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Billing/Billing account form',
  component: BillingAccountFormView,
  args: {
    mode: 'create',
    initial: emptyBillingForm('EUR'),
    currencies: ['EUR', 'USD'],
    request: apiRequests.billing.create,
    onSubmit: fn(),
    submitting: false,
    cancelHref: '/billing',
    renderLink: storyLink,
  },
  decorators: [withApiBaseUrl],
  parameters: {
    ...specScreen('SPEC §2 /billing/create and /billing/account/{id}/edit', 'The billing account form'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof BillingAccountFormView>
export default meta
type Story = StoryObj<typeof meta>

export const Create: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Acme OÜ')
    await userEvent.type(canvas.getByLabelText('Contact e-mail'), 'billing@acme.example')
    await userEvent.type(canvas.getByLabelText('VAT number'), 'EE123456789')
    await userEvent.click(canvas.getByRole('button', { name: 'Create billing account' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Acme OÜ', email: 'billing@acme.example', vat_number: 'EE123456789' }),
      expect.anything(),
    )
    // "Show API request": the call the form makes.
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('curl -X POST https://console.example/v1/payment/billing_account')
    await expect(curl).toHaveTextContent('EE123456789')
  },
}

/** Errors beside each field: the domain's rules, checked before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Contact e-mail'), 'not-an-address')
    await userEvent.type(canvas.getByLabelText('Country'), 'E1')
    await userEvent.click(canvas.getByRole('button', { name: 'Create billing account' }))
    await expect(await canvas.findByText('Give the billing account a name')).toBeVisible()
    await expect(canvas.getByText('Enter an e-mail address')).toBeVisible()
    await expect(canvas.getByText('Use a two-letter country code such as EE')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The platform refused a field (a currency it does not bill in): the message stands beside it. */
export const ServerError: Story = {
  args: {
    initial: { ...emptyBillingForm('USD'), title: 'Tokyo', email: 'tokyo@acme.example' },
    serverErrors: { currency: 'This platform bills in EUR, not in USD' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This platform bills in EUR, not in USD')).toBeVisible()
  },
}

export const Edit: Story = {
  args: {
    mode: 'edit',
    initial: billingFormOf(storyAccount),
    request: (input) => apiRequests.billing.update(1001, input),
    cancelHref: '/billing/account/1001/',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Acme OÜ' })).toBeVisible()
    await expect(canvas.getByLabelText('VAT number')).toHaveValue('EE123456789')
    await expect(canvas.getByText('Hours from now on are billed in the new currency')).toBeVisible()
  },
}

/** One currency on the platform: no choice to make. */
export const OneCurrency: Story = {
  args: { currencies: ['EUR'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Currency')).toBeNull()
  },
}

/** While the price list (its currencies) loads: the form waits, so a new account starts in the right currency. */
export const Loading: Story = {
  args: { currencies: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a billing account' })).toBeVisible()
    await expect(canvas.getByRole('status', { name: 'Loading the billing account form' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Create billing account' })).toBeNull()
  },
}

/** /billing/account/{id}/edit of an account that does not exist (or is not the user's): the route's page. */
export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="billing account"
      createHref="/billing/create"
      availableIds={[String(storyAccount.id), '1002']}
      idHref={(id) => `/billing/account/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This billing account is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: String(storyAccount.id) })).toHaveAttribute(
      'href',
      `/billing/account/${storyAccount.id}/`,
    )
  },
}

export const Mobile: Story = { ...onPhone }
