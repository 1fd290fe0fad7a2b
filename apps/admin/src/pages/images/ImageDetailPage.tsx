/** /vm_images/{os_name}: the route module of an image's admin page (issue 13). */
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useResourceAudit } from '../../app/use-resource-audit'
import { ResourceDetailView } from '../../components/ResourceDetailView'
import { imageDetails } from '../details'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'

/** An image's admin page. */
export default function ImageDetailPage() {
  const { client } = useServices()
  const osName = useParams().osName ?? ''
  const images = useQuery(infraQueries(client).images())
  const image = images.data?.find((i) => i.os_name === osName)
  const audit = useResourceAudit({ type: 'vm_image', id: osName })
  const publish = useAdminAction(
    (v: { osVersion: string; published: boolean }) =>
      client.infra.publishImageVersion(osName, v.osVersion, v.published),
    (v) => (v.published ? messages.adminInfra.imagePublish : messages.adminInfra.imageUnpublish),
  )
  const update = useAdminAction(
    (on: boolean) => client.infra.updateImage(osName, { is_app_catalog: on }),
    () => messages.adminInfra.imageUpdate,
  )
  return (
    <ResourceDetailView
      {...imageDetails(image, {
        onPublish: (osVersion, published) => publish.mutate({ osVersion, published }),
        onAppCatalog: (on) => update.mutate(on),
        busy: publish.isPending || update.isPending,
      })}
      notFound={images.data !== undefined && image === undefined}
      error={images.error ? errorDetail(images.error) : undefined}
      onRetry={() => void images.refetch()}
      renderLink={renderRouterLink}
      audit={audit}
    />
  )
}
