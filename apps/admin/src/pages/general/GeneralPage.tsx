/**
 * /admin/general: the route module. Reads `GET /v1/admin/general`, saves with `PUT /v1/admin/general`
 * (audit-logged): the customer console's support button follows the support URL on its next load.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useNotify, useServices } from '@cirrus/app-kit'
import { isApiError, messages, warrenKeys, type GeneralSettings } from '@cirrus/domain'
import { adminKeys, adminQueries } from '../../app/queries'
import { GeneralView } from './GeneralView'

/** The General settings screen. */
export default function GeneralPage() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const settings = useQuery(adminQueries(client).general())
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof GeneralSettings, string>>>({})
  const save = useMutation({
    mutationFn: (next: GeneralSettings) => client.admin.updateGeneral(next),
    onSuccess: (next) => {
      setFieldErrors({})
      queryClient.setQueryData(adminKeys.general(), next)
      void queryClient.invalidateQueries({ queryKey: warrenKeys.consoleConfig() })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
      notify.success(messages.admin.updateGeneral.success)
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors) setFieldErrors(error.fieldErrors)
      notify.error(messages.admin.updateGeneral.failure, { description: errorDetail(error) })
    },
  })
  return (
    <GeneralView
      settings={settings.data}
      error={settings.error ? errorDetail(settings.error) : undefined}
      onRetry={() => void settings.refetch()}
      onSave={async (next) => {
        await save.mutateAsync(next).catch(() => undefined)
      }}
      fieldErrors={fieldErrors}
      saving={save.isPending}
    />
  )
}
