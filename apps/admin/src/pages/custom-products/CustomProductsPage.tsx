/** /custom_products: the route module of the Custom products screen (issue 14). */
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isApiError, messages, type CustomProductCreateInput } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { CustomProductsView } from './CustomProductsView'

/** The Custom products screen. */
export default function CustomProductsPage() {
  const { client } = useServices()
  const navigate = useNavigate()
  const products = useQuery({
    queryKey: [...adminKeys.all, 'custom_products'],
    queryFn: ({ signal }) => client.admin.customProducts({ signal }),
  })
  const create = useAdminAction(
    (input: CustomProductCreateInput) => client.admin.createCustomProduct(input),
    () => messages.adminBilling.customProductCreate,
  )
  return (
    <CustomProductsView
      products={products.data}
      error={products.error ? errorDetail(products.error) : undefined}
      onRetry={() => void products.refetch()}
      onCreate={(input) => create.mutate(input)}
      fieldErrors={isApiError(create.error) ? create.error.fieldErrors : {}}
      onOpenAccount={(product) => void navigate(`/accounts/${product.billing_account_id}`)}
    />
  )
}
