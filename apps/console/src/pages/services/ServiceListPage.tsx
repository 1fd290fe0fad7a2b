/**
 * /services: the services section's route module — the user's managed services, priced, with bulk start/stop and
 * bulk "Change billing account".
 */
import { useQuery } from '@tanstack/react-query'
import { useTableUrlState } from '@cirrus/app-kit'
import { activityTexts, moveToBillingAccount, warrenKeys } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { useResourceNames } from '../../components/resource-table'
import { useSelectionBulk, type TableBulkAction } from '../../components/TableBulk'
import type { ServiceRow } from './service-rows'
import { ServiceListView } from './ServiceListView'
import { useServiceList } from './use-service-list'

/** The services section. */
export default function ServiceListPage() {
  const tableQuery = useTableUrlState()
  const list = useServiceList()
  const named = useResourceNames()
  const { client, queries, queryClient } = useServices()
  const packages = useQuery(queries.serviceList())
  // Bulk start / stop (issue 18): each item is the service page's Start all / Stop all (SPEC §4); a service fails
  // when one of its VMs did, with that VM's reason.
  const power =
    (action: 'start' | 'stop') =>
    async (row: ServiceRow): Promise<void> => {
      const pkg = packages.data?.find((p) => p.uuid === row.id)
      if (!pkg) return
      try {
        const failed = (await client.setServiceVmsPower(pkg, action)).find((r) => !r.ok)
        if (failed && !failed.ok) throw failed.error
      } finally {
        void queryClient.invalidateQueries({ queryKey: warrenKeys.serviceList() })
      }
    }
  const actions: TableBulkAction<ServiceRow>[] = [
    { label: activityTexts.bulkStart, run: power('start') },
    { label: activityTexts.bulkStop, run: power('stop') },
  ]
  const accounts = useQuery(queries.billingAccounts())
  // A service's price is a range (SPEC §9); what moves is its upper end, all workers running.
  const bulk = useSelectionBulk(list.rows, actions, {
    accounts: accounts.data,
    currency: list.currency,
    describe: (r) => ({
      target: { kind: 'service', uuid: r.id },
      from: r.billingAccountId,
      price: r.price.max,
    }),
    move: (r, to) =>
      moveToBillingAccount(client, { kind: 'service', uuid: r.id }, to).finally(
        () => void queryClient.invalidateQueries({ queryKey: warrenKeys.serviceList() }),
      ),
  })
  return (
    <ServiceListView
      tableQuery={tableQuery}
      rows={named(list.rows)}
      error={list.error}
      onRetry={list.retry}
      currency={list.currency}
      renderLink={renderRouterLink}
      {...bulk}
    />
  )
}
