/** /vm_conf: the route module of the Network screen (issue 14). */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isApiError, messages, type NetworkDefaultsInput, type PublicIpRange } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { useAdminAction } from '../infra/use-admin-action'
import type { NetworkForm } from './LocationNetworkCard'
import { VmConfView } from './VmConfView'

/** The Network screen. */
export default function VmConfPage() {
  const { client } = useServices()
  const networks = useQuery({
    queryKey: [...adminKeys.all, 'network'],
    queryFn: ({ signal }) => client.admin.networkSettings({ signal }),
  })
  const [form, setForm] = useState<NetworkForm | undefined>()
  const texts = messages.adminNetwork
  const add = useAdminAction(
    (input: { location: string; cidr: string }) => client.admin.addPublicRange(input),
    () => texts.rangeAdd,
  )
  const update = useAdminAction(
    ({ range, cidr }: { range: PublicIpRange; cidr: string }) =>
      client.admin.updatePublicRange(range.uuid, { cidr }),
    () => texts.rangeUpdate,
  )
  const remove = useAdminAction(
    (range: PublicIpRange) => client.admin.removePublicRange(range.uuid),
    () => texts.rangeRemove,
  )
  const save = useAdminAction(
    ({ location, input }: { location: string; input: NetworkDefaultsInput }) =>
      client.admin.updateNetworkDefaults(location, input),
    () => texts.defaultsUpdate,
  )
  const running = [add, update, remove, save].find((m) => m.isPending)
  /** A new change of `id` starts: the last change's errors no longer apply. */
  const start = (id: NetworkForm) => {
    for (const m of [add, update, remove, save]) m.reset()
    setForm(id)
  }
  const failed = [add, update, save].find((m) => isApiError(m.error))
  return (
    <VmConfView
      networks={networks.data}
      error={networks.error ? errorDetail(networks.error) : undefined}
      onRetry={() => void networks.refetch()}
      onAddRange={(location, cidr) => {
        start(`range:${location}`)
        add.mutate({ location, cidr })
      }}
      onUpdateRange={(range, cidr) => {
        start(`edit:${range.uuid}`)
        update.mutate({ range, cidr })
      }}
      onRemoveRange={(range) => remove.mutate(range)}
      onSaveDefaults={(location, input) => {
        start(`defaults:${location}`)
        save.mutate({ location, input })
      }}
      serverErrors={
        form && failed && isApiError(failed.error) ? { form, errors: failed.error.fieldErrors } : undefined
      }
      busyForm={running ? form : undefined}
    />
  )
}
