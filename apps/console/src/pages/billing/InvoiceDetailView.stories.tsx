import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MissingResourcePage, RouterErrorPage, SkeletonPage } from '@cirrus/design-system'
import { ApiError, InvoiceSchema } from '@cirrus/domain'
import { onPhone, storyLink } from '../../stories/helpers'
import { InvoiceDetailView } from './InvoiceDetailView'
import { storyAccount, storyInvoice } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Billing/Invoice detail',
  component: InvoiceDetailView,
  args: {
    document: storyInvoice,
    account: storyAccount,
    downloads: {
      pdf: '/v1/payment/billing_account/1001/invoices/42/pdf',
      csv: '/v1/payment/billing_account/1001/invoices/42/csv',
    },
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /billing/account/{id}/detail/{type}/{invoiceId}', 'An invoice'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof InvoiceDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invoice 42 · 2026-10' })).toBeVisible()
    const lines = canvas.getByRole('table', { name: 'Invoice lines' })
    const vm = within(lines).getByRole('row', { name: /web-frontend/ })
    await expect(within(vm).getByText('744')).toBeVisible()
    await expect(within(vm).getByText('€0.0989/h')).toBeVisible()
    await expect(within(vm).getByText('€73.58')).toBeVisible()
    // The lines add up exactly: subtotal €111.72, VAT 22 % €24.58, total €136.30.
    await expect(within(lines).getByRole('row', { name: /Subtotal/ })).toHaveTextContent('€111.72')
    await expect(within(lines).getByRole('row', { name: /^Total/ })).toHaveTextContent('€136.30')
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/v1/payment/billing_account/1001/invoices/42/pdf',
    )
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/v1/payment/billing_account/1001/invoices/42/csv',
    )
  },
}

/** A month in which nothing was billed. */
export const Empty: Story = {
  args: {
    document: InvoiceSchema.parse({ ...storyInvoice, lines: [], subtotal: '0', vat_tax: '0', total: '0' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing was billed in this period')).toBeVisible()
  },
}

/** While the document loads (the route's pending state). */
export const Loading: Story = { render: () => <SkeletonPage /> }

/** The platform failed to answer (the router's error page, SPEC §2 'Something went wrong!'). */
export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <RouterErrorPage
      error={new ApiError({ status: 500, message: 'Internal error' })}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible()
  },
}

/** A document that does not exist, is of another type, or is another user's. */
export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="invoice"
      availableIds={['41', '40']}
      idHref={(id) => `/billing/account/1001/detail/invoice/${id}`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This invoice is gone' })).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
