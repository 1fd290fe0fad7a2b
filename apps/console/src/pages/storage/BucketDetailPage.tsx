/**
 * /storage/bucket/{storageName}/ (SPEC §2): the route module. The loader reads the bucket (a missing one throws a
 * not-found error carrying up to 30 bucket names that do exist, SPEC §8) and prefetches the rest; the page
 * wires the actions and the object browser (the folder in `?prefix=`).
 */
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { useIsMutating, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ApiError, isNotFoundError, notFoundMessage, NOT_FOUND_ID_LIMIT } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { viewerTimeZone } from '../../app/format'
import { useServices, type AppServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { bucketPrice } from './bucket-rows'
import { BucketDetailView } from './bucket-detail/BucketDetailView'
import { ObjectBrowserView } from './ObjectBrowserView'
import { BUCKET_CREATE_PATH, bucketPath } from './paths'
import { useBucketActions } from './use-bucket-actions'
import { publicKeysQuery } from './use-bucket-data'
import { useObjectBrowser } from './use-object-browser'

/** Reads the bucket; a missing one becomes a not-found error listing the buckets that do exist. */
export const loader =
  ({ client, queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const name = params.storageName ?? ''
    try {
      await queryClient.ensureQueryData(queries.bucket(name))
    } catch (error) {
      if (!isNotFoundError(error)) throw error
      const others = await queryClient.fetchQuery(queries.bucketList()).catch(() => [])
      const names = others.map((b) => b.name).slice(0, NOT_FOUND_ID_LIMIT)
      throw new ApiError({
        status: 404,
        message: notFoundMessage('Bucket', name, names),
        availableIds: names,
      })
    }
    void queryClient.prefetchQuery(queries.priceList())
    void queryClient.prefetchQuery(queries.billingAccounts())
    void queryClient.prefetchQuery(queries.s3Endpoint())
    void queryClient.prefetchQuery(publicKeysQuery(client))
    return null
  }

/** A missing bucket: "This bucket is gone", with up to 30 buckets that do exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'bucket',
  createHref: BUCKET_CREATE_PATH,
  idHref: (id) => bucketPath(id),
})

/** The bucket's page. */
export default function BucketDetailPage() {
  const { storageName = '' } = useParams()
  return <BucketDetailScreen key={storageName} name={storageName} />
}

function BucketDetailScreen({ name }: { name: string }) {
  const { client, queries } = useServices()
  const [params] = useSearchParams()
  const prefix = params.get('prefix') ?? ''
  const { data: bucket } = useSuspenseQuery(queries.bucket(name))
  const prices = useQuery(queries.priceList())
  const accounts = useQuery(queries.billingAccounts())
  const endpoint = useQuery(queries.s3Endpoint())
  const keys = useQuery(publicKeysQuery(client))
  const actions = useBucketActions(bucket, keys.data)
  const generating = useIsMutating({ mutationKey: ['bucket-command', name], predicate: isGenerate }) > 0
  const browser = useObjectBrowser(name, prefix)

  return (
    <BucketDetailView
      bucket={bucket}
      price={prices.data ? bucketPrice(bucket, prices.data) : undefined}
      currency={prices.data?.default_currency ?? 'EUR'}
      billingAccounts={accounts.data ?? []}
      endpoint={endpoint.data?.url}
      endpointError={endpoint.isError ? endpoint.error.message : null}
      keys={keys.data}
      keysError={keys.isError ? keys.error.message : null}
      onRetryKeys={() => void keys.refetch()}
      newKey={actions.newKey}
      onDismissNewKey={actions.dismissNewKey}
      onCommand={actions.run}
      generatingKey={generating}
      timeZone={viewerTimeZone()}
      objectBrowser={
        <ObjectBrowserView
          bucketName={name}
          prefix={prefix}
          folderHref={(p) => (p ? `${bucketPath(name)}?prefix=${encodeURIComponent(p)}` : bucketPath(name))}
          renderLink={renderRouterLink}
          timeZone={viewerTimeZone()}
          {...browser}
        />
      }
    />
  )
}

function isGenerate(mutation: { state: { variables?: unknown } }): boolean {
  return (mutation.state.variables as { type?: string } | undefined)?.type === 'generateKey'
}
