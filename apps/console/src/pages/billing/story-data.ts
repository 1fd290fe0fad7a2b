/** Fixed billing data for the stories (dates pinned, so screenshots stay the same). */
import {
  BillingCostsSchema,
  InvoiceSchema,
  parseBillingAccount,
  type BillingCosts,
  type BillingDocument,
} from '@cirrus/domain'

/** The day the stories' account page is looked at. */
export const storyToday = '2026-11-10'

/** A company account with an address and a VAT number. */
export const storyAccount = parseBillingAccount({
  id: 1001,
  title: 'Acme OÜ',
  email: 'billing@acme.example',
  currency: 'EUR',
  is_default: true,
  vat_percentage: 22,
  running_totals: { ongoing: 41.27, subtotal: 41.27, vat_tax: 9.08, total: 50.35, credit_available: 0 },
  company_name: 'Acme OÜ',
  address_line1: 'Narva mnt 5',
  postal_code: '10117',
  city: 'Tallinn',
  country: 'EE',
  vat_number: 'EE123456789',
})

/** A private account with nothing billed yet. */
export const quietAccount = parseBillingAccount({
  id: 1002,
  title: 'Personal projects',
  email: 'ada@example.com',
  currency: 'EUR',
  is_default: false,
  vat_percentage: 22,
  running_totals: { ongoing: 0, subtotal: 0, vat_tax: 0, total: 0, credit_available: 0 },
})

/** Twelve accounts, for "View all". */
export const manyAccounts = [
  storyAccount,
  quietAccount,
  ...Array.from({ length: 10 }, (_, i) =>
    parseBillingAccount({
      id: 1003 + i,
      title: `Team ${String.fromCharCode(65 + i)}`,
      email: `team${i}@example.com`,
      currency: i % 3 === 0 ? 'USD' : 'EUR',
      running_totals: { subtotal: 3.5 * (i + 1) },
    }),
  ),
]

const day = (date: string, resource_type: string, amount: string) => ({ date, resource_type, amount })

/** October and 1–10 November: VMs every day, disks, an IP and a load balancer from 20 October. */
export const storyCosts: BillingCosts = BillingCostsSchema.parse({
  billing_account_id: 1001,
  currency: 'EUR',
  month: '2026-11',
  previous_month: '2026-10',
  days: [
    ...Array.from({ length: 31 }, (_, i) => {
      const date = `2026-10-${String(i + 1).padStart(2, '0')}`
      return [
        day(date, 'vm', (2.1 + (i % 4) * 0.15).toFixed(2)),
        day(date, 'disk', '0.65'),
        ...(i >= 19 ? [day(date, 'load_balancer', '1.32'), day(date, 'floating_ip', '0.16')] : []),
      ]
    }).flat(),
    ...Array.from({ length: 10 }, (_, i) => {
      const date = `2026-11-${String(i + 1).padStart(2, '0')}`
      return [
        day(date, 'vm', (2.55 + (i % 3) * 0.2).toFixed(2)),
        day(date, 'disk', '0.65'),
        day(date, 'load_balancer', '1.32'),
        day(date, 'floating_ip', '0.16'),
      ]
    }).flat(),
  ],
  month_to_date: '41.27',
  hourly_rate: '0.196575',
  hours_left: 491,
  forecast: '137.788325',
  resources: [
    {
      resource_type: 'vm',
      resource_uuid: 'a1',
      description: 'web-frontend: 2 vCPU, 4 GB RAM, 40 GB',
      hourly: '0.098904',
    },
    { resource_type: 'disk', resource_uuid: 'b1', description: 'data-volume: 40 GB', hourly: '0.0274' },
    { resource_type: 'load_balancer', resource_uuid: 'c1', description: 'edge-lb', hourly: '0.054795' },
    {
      resource_type: 'floating_ip',
      resource_uuid: 'd1',
      description: '185.12.4.19 (assigned)',
      hourly: '0.006849',
    },
  ],
})

/** An account with nothing billed in either month. */
export const quietCosts: BillingCosts = BillingCostsSchema.parse({
  billing_account_id: 1002,
  currency: 'EUR',
  month: '2026-11',
  previous_month: '2026-10',
  days: [],
  month_to_date: '0',
  hourly_rate: '0',
  hours_left: 491,
  forecast: '0',
  resources: [],
})

/** October's invoice: three resources, amounts to the nano-unit. */
export const storyInvoice: BillingDocument = InvoiceSchema.parse({
  id: 42,
  type: 'invoice',
  status: 'unpaid',
  billing_account_id: 1001,
  month: '2026-10',
  currency: 'EUR',
  lines: [
    {
      resource_type: 'disk',
      resource_uuid: 'b1',
      description: 'data-volume: 40 GB',
      hours: 744,
      amount: '20.3856',
    },
    {
      resource_type: 'floating_ip',
      resource_uuid: 'd1',
      description: '185.12.4.19 (assigned)',
      hours: 288,
      amount: '1.972512',
    },
    {
      resource_type: 'load_balancer',
      resource_uuid: 'c1',
      description: 'edge-lb',
      hours: 288,
      amount: '15.78096',
    },
    {
      resource_type: 'vm',
      resource_uuid: 'a1',
      description: 'web-frontend: 2 vCPU, 4 GB RAM, 40 GB',
      hours: 744,
      amount: '73.584576',
    },
  ],
  subtotal: '111.723648',
  vat_percentage: 22,
  vat_tax: '24.579202560',
  total: '136.30285056',
  created_at: '2026-11-01T00:10:00.000Z',
})

/** Earlier invoices and a credit note. */
export const storyDocuments: BillingDocument[] = [
  storyInvoice,
  InvoiceSchema.parse({
    ...storyInvoice,
    id: 41,
    month: '2026-09',
    status: 'paid',
    lines: [],
    subtotal: '98.4',
    vat_tax: '21.648',
    total: '120.048',
  }),
  InvoiceSchema.parse({
    ...storyInvoice,
    id: 40,
    month: '2026-08',
    status: 'paid',
    lines: [],
    subtotal: '97.1',
    vat_tax: '21.362',
    total: '118.462',
  }),
  InvoiceSchema.parse({
    ...storyInvoice,
    id: 43,
    type: 'credit_note',
    month: '2026-10',
    status: 'paid',
    lines: [],
    subtotal: '-5',
    vat_tax: '-1.1',
    total: '-6.1',
  }),
]
