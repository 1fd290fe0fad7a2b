/** /metal/os: the route module of the Operating Systems screen (issue 14). */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages, type AdminMetalOs } from '@cirrus/domain'
import { useAdminAction } from '../infra/use-admin-action'
import { MetalOsView } from './MetalOsView'
import { metalQueries } from './queries'

/** The Operating Systems screen. */
export default function MetalOsPage() {
  const { client } = useServices()
  const images = useQuery(metalQueries(client).os())
  const publish = useAdminAction(
    (v: { image: AdminMetalOs; osVersion: string; published: boolean }) =>
      client.admin.publishMetalOsVersion(v.image.os_name, v.osVersion, v.published),
    (v) => (v.published ? messages.adminMetal.osPublish : messages.adminMetal.osUnpublish),
  )
  return (
    <MetalOsView
      images={images.data}
      error={images.error ? errorDetail(images.error) : undefined}
      onRetry={() => void images.refetch()}
      onPublish={(image, osVersion, published) => publish.mutate({ image, osVersion, published })}
    />
  )
}
