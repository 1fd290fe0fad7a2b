/** /campaigns: the route module of the Campaigns screen (issue 14). */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isApiError, messages, type Campaign, type CampaignCreateInput } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { CampaignsView } from './CampaignsView'

/** The Campaigns screen. */
export default function CampaignsPage() {
  const { client } = useServices()
  const campaigns = useQuery({
    queryKey: [...adminKeys.all, 'campaigns'],
    queryFn: ({ signal }) => client.admin.campaigns({ signal }),
  })
  const create = useAdminAction(
    (input: CampaignCreateInput) => client.admin.createCampaign(input),
    () => messages.adminBilling.campaignCreate,
  )
  const setActive = useAdminAction(
    ({ campaign, active }: { campaign: Campaign; active: boolean }) =>
      client.admin.updateCampaign(campaign.id, { active }),
    () => messages.adminBilling.campaignUpdate,
  )
  const setDescription = useAdminAction(
    ({ campaign, description }: { campaign: Campaign; description: string }) =>
      client.admin.updateCampaign(campaign.id, { description }),
    () => messages.adminBilling.campaignUpdate,
  )
  return (
    <CampaignsView
      campaigns={campaigns.data}
      error={campaigns.error ? errorDetail(campaigns.error) : undefined}
      onRetry={() => void campaigns.refetch()}
      onCreate={(input) => create.mutate(input)}
      fieldErrors={isApiError(create.error) ? create.error.fieldErrors : {}}
      onSetActive={(campaign, active) => setActive.mutate({ campaign, active })}
      onSetDescription={(campaign, description) => setDescription.mutate({ campaign, description })}
      busyId={setActive.isPending ? setActive.variables?.campaign.id : undefined}
    />
  )
}
