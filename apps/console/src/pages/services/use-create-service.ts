import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import {
  messages,
  progressText,
  serviceCreateFailure,
  toastLinkLabels,
  warrenKeys,
  type ServiceOffer,
  type ServicePackage,
} from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'
import { serviceCreateRequest, serviceRetryRequest, type ServiceCreateForm } from './service-create'
import { SERVICE_CREATE_PATH, servicePath } from './paths'

/**
 * Creates a service from the form (issue 12): the progress toast 'Creating Service [{display_name}]' while the
 * platform builds it (SPEC §4), then 'Service created' with a "View" link and the service's page — or
 * 'Error creating Service' with a "Retry" link to /services/create carrying the request and a "View" link to the
 * services list (SPEC §8).
 */
export function useCreateService(catalogue: readonly ServiceOffer[]) {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()

  const mutation = useMutation({
    mutationKey: ['service-create'],
    mutationFn: async (form: ServiceCreateForm) => {
      const request = serviceCreateRequest(form, catalogue)
      const progress = notify.progress(progressText('serviceCreate', request.display_name))
      let pkg: ServicePackage
      try {
        pkg = await client.service.create(request)
      } catch (error) {
        // No service came back: a refused request created nothing, and one the platform is still building
        // (504, it goes on in the background) appears in the services list, where "View" leads (SPEC §8).
        const failure = serviceCreateFailure(serviceRetryRequest(form))
        progress.error(failure.text, { description: errorDetail(error), links: failure.links })
        throw error
      }
      const href = servicePath(pkg.location ?? form.location, pkg.uuid)
      progress.success(messages.service.create.success, { links: [{ label: toastLinkLabels.view, href }] })
      queryClient.setQueryData(warrenKeys.service(pkg.uuid), pkg)
      void queryClient.invalidateQueries({ queryKey: warrenKeys.serviceList() })
      // The service's VMs are VMs of its location too.
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('virtual_machine', form.location) })
      if (window.location.pathname.replace(/\/$/, '') === SERVICE_CREATE_PATH) void navigate(href)
      return pkg
    },
  })
  return { submit: (form: ServiceCreateForm) => mutation.mutate(form), pending: mutation.isPending }
}
