/** /prices: the route module of the Price Lists screen (issue 13). */
import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isApiError, messages, type PriceChangeInput, type PricePreview } from '@cirrus/domain'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { PricesView } from './PricesView'

const fieldErrorsOf = (error: unknown): Record<string, string> => (isApiError(error) ? error.fieldErrors : {})

/** The Price Lists screen. */
export default function PricesPage() {
  const { client } = useServices()
  const versions = useQuery(infraQueries(client).priceLists())
  const pools = useQuery(infraQueries(client).hostPools())
  const [preview, setPreview] = useState<PricePreview>()
  const previewing = useMutation({
    mutationFn: (change: PriceChangeInput) => client.infra.previewPriceChange(change),
    onSuccess: setPreview,
    onMutate: () => setPreview(undefined),
  })
  const save = useAdminAction(
    (change: PriceChangeInput) => client.infra.changePrice(change),
    () => messages.adminInfra.priceChange,
  )
  return (
    <PricesView
      versions={versions.data}
      error={versions.error ? errorDetail(versions.error) : undefined}
      onRetry={() => void versions.refetch()}
      onPreview={(change) => previewing.mutate(change)}
      preview={preview}
      onSave={(change) => save.mutate(change, { onSuccess: () => setPreview(undefined) })}
      fieldErrors={fieldErrorsOf(save.error ?? previewing.error)}
      busy={previewing.isPending || save.isPending}
      ruleSetNames={Object.fromEntries((pools.data ?? []).map((p) => [p.uuid, `${p.name} (${p.location})`]))}
    />
  )
}
