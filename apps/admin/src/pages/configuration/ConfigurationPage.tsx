/**
 * /admin/configuration: the route module. Reads `GET /v1/admin/config`, saves each switch with
 * `PATCH /v1/admin/config` (audit-logged) and reports the outcome with the catalogue's toast.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useNotify, useServices } from '@cirrus/app-kit'
import { messages, warrenKeys, type AdminConfigUpdate } from '@cirrus/domain'
import { adminKeys, adminQueries } from '../../app/queries'
import { ConfigurationView } from './ConfigurationView'

/** The Platform Configuration screen. */
export default function ConfigurationPage() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const config = useQuery(adminQueries(client).config())
  const save = useMutation({
    mutationFn: (change: AdminConfigUpdate) => client.admin.updateConfig(change),
    onSuccess: (next) => {
      queryClient.setQueryData(adminKeys.config(), next)
      // The admin app's own menu follows the admin bare-metal flag; the audit log has a new entry.
      void queryClient.invalidateQueries({ queryKey: warrenKeys.consoleConfig() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit({}).slice(0, 2) })
      notify.success(messages.admin.updateConfig.success)
    },
    onError: (error) =>
      notify.error(messages.admin.updateConfig.failure, { description: errorDetail(error) }),
  })
  return (
    <ConfigurationView
      config={config.data}
      error={config.error ? errorDetail(config.error) : undefined}
      onRetry={() => void config.refetch()}
      onChange={(change) => save.mutate(change)}
      saving={save.isPending}
    />
  )
}
