/**
 * The billing section's sidebar (and /section/billing on mobile, SPEC §2): the user's billing accounts with the
 * running month's cost so far.
 */
import { useLocation } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { IdCardIcon } from '@radix-ui/react-icons'
import { formatMoney } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { SectionList, type SectionListItem } from '../../layout/SectionList'
import type { BillingAccountRow } from './billing-rows'
import { billingAccountRows } from './billing-rows'
import { BILLING_CREATE_PATH, billingAccountOfPath } from './paths'

/** The accounts as section-list items: name, and the month so far. */
export function billingListItems(rows: readonly BillingAccountRow[]): SectionListItem[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    href: row.href,
    secondary: `${row.isDefault ? 'Default · ' : ''}${formatMoney(row.monthToDate)} this month`,
  }))
}

/** What an empty account list says. */
export const emptyBillingAccounts = {
  icon: <IdCardIcon width="20" height="20" />,
  title: 'No billing accounts',
  description: 'Create a billing account to pay for what you run.',
}

/** The user's billing accounts as the section list shows them. */
export function BillingSectionList() {
  const { queries } = useServices()
  const { pathname } = useLocation()
  const accounts = useQuery(queries.billingAccounts())
  return (
    <SectionList
      title="Billing accounts"
      createLabel="Create billing account"
      createHref={BILLING_CREATE_PATH}
      items={billingListItems(billingAccountRows(accounts.data ?? []))}
      currency="EUR"
      activeId={billingAccountOfPath(pathname)}
      loading={accounts.isPending}
      error={accounts.isError ? accounts.error.message : null}
      onRetry={() => void accounts.refetch()}
      empty={emptyBillingAccounts}
      renderLink={renderRouterLink}
      viewAll
    />
  )
}
