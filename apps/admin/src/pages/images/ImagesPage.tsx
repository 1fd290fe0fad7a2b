/** /vm_images: the route module of the Images screen (issue 13). */
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useNotify, useServices } from '@cirrus/app-kit'
import { IconDataUrlSchema, messages, type AdminImage } from '@cirrus/domain'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { ImagesView } from './ImagesView'

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })

/** The Images screen. */
export default function ImagesPage() {
  const navigate = useNavigate()
  const { client } = useServices()
  const notify = useNotify()
  const images = useQuery(infraQueries(client).images())
  const publish = useAdminAction(
    (v: { image: AdminImage; osVersion: string; published: boolean }) =>
      client.infra.publishImageVersion(v.image.os_name, v.osVersion, v.published),
    (v) => (v.published ? messages.adminInfra.imagePublish : messages.adminInfra.imageUnpublish),
  )
  const update = useAdminAction(
    (v: { image: AdminImage; is_app_catalog?: boolean; icon?: string }) =>
      client.infra.updateImage(v.image.os_name, { is_app_catalog: v.is_app_catalog, icon: v.icon }),
    () => messages.adminInfra.imageUpdate,
  )
  return (
    <ImagesView
      onOpenPage={(x) => void navigate(`/vm_images/${encodeURIComponent(x.os_name)}`)}
      images={images.data}
      error={images.error ? errorDetail(images.error) : undefined}
      onRetry={() => void images.refetch()}
      onPublish={(image, osVersion, published) => publish.mutate({ image, osVersion, published })}
      onAppCatalog={(image, on) => update.mutate({ image, is_app_catalog: on })}
      onIcon={(image, file) =>
        void readDataUrl(file).then((icon) => {
          const checked = IconDataUrlSchema.safeParse(icon)
          if (checked.success) update.mutate({ image, icon })
          else
            notify.error(messages.adminInfra.imageUpdate.failure, {
              description: checked.error.issues[0]?.message,
            })
        })
      }
    />
  )
}
