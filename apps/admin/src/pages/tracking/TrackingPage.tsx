/** /tracking: the route module of the Tracking Codes screen (issue 14; the analytics sink). */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isApiError, messages, type TrackingSettingsInput } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { TrackingView } from './TrackingView'

/** The Tracking Codes screen. */
export default function TrackingPage() {
  const { client } = useServices()
  const settings = useQuery({
    queryKey: [...adminKeys.all, 'tracking'],
    queryFn: ({ signal }) => client.admin.tracking({ signal }),
  })
  const save = useAdminAction(
    (input: TrackingSettingsInput) => client.admin.updateTracking(input),
    () => messages.adminGrowth.trackingUpdate,
  )
  return (
    <TrackingView
      settings={settings.data}
      error={settings.error ? errorDetail(settings.error) : undefined}
      onRetry={() => void settings.refetch()}
      onSave={(input) => save.mutate(input)}
      fieldErrors={isApiError(save.error) ? save.error.fieldErrors : {}}
      saving={save.isPending}
    />
  )
}
