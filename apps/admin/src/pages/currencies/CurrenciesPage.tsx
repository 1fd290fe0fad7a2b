/** /currencies: the route module of the Currencies screen (issue 13). */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isApiError, messages, type CurrencyCreateInput } from '@cirrus/domain'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { CurrenciesView } from './CurrenciesView'

/** The Currencies screen. */
export default function CurrenciesPage() {
  const { client } = useServices()
  const currencies = useQuery(infraQueries(client).currencies())
  const create = useAdminAction(
    (input: CurrencyCreateInput) => client.infra.createCurrency(input),
    () => messages.adminInfra.currencyCreate,
  )
  return (
    <CurrenciesView
      currencies={currencies.data}
      error={currencies.error ? errorDetail(currencies.error) : undefined}
      onRetry={() => void currencies.refetch()}
      onCreate={(input) => create.mutate(input)}
      fieldErrors={isApiError(create.error) ? create.error.fieldErrors : {}}
    />
  )
}
