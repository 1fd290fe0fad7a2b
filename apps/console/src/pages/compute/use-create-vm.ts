import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { messages, progressText, toastLinkLabels, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { retrySearchParams, toCreateVmSubmission, type VmCreateForm } from '../../forms/vm-create'
import { errorDetail, useNotify } from '../../state/toasts'
import { failedVmCreateAtom } from '../../state/vm-create'
import { VM_CREATE_PATH, vmPath } from './paths'

/**
 * Creates a VM from the form (issue 5): a progress toast while the platform works (Warren's create blocks until
 * the VM runs, up to 3 minutes), then 'VM created' and the VM's page — or 'Error creating VM' with a "Retry"
 * link that brings the form back filled (SPEC §4, §8).
 */
export function useCreateVm() {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const setFailed = useSetAtom(failedVmCreateAtom)

  const mutation = useMutation({
    mutationKey: ['vm-create'],
    mutationFn: async (form: VmCreateForm) => {
      const { location, request } = toCreateVmSubmission(form)
      const progress = notify.progress(progressText('vmCreate', request.name))
      try {
        const { vm } = await client.createVm(location, request)
        setFailed(null)
        const href = vmPath(vm.location, vm.uuid)
        progress.success(messages.vm.create.success, { links: [{ label: toastLinkLabels.view, href }] })
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('virtual_machine', location) })
        queryClient.setQueryData(warrenKeys.vm(vm.location, vm.uuid), vm)
        // Go to the new VM, unless the user has moved on meanwhile (the toast's "View" link still leads there).
        if (currentPath() === VM_CREATE_PATH) void navigate(href)
        return vm
      } catch (error) {
        setFailed(form)
        const retryHref = `${messages.vm.create.retryHref}?${retrySearchParams(form).toString()}`
        progress.error(messages.vm.create.failure, {
          description: errorDetail(error),
          links: [{ label: toastLinkLabels.retry, href: retryHref }],
        })
        throw error
      }
    },
  })

  return { submit: (form: VmCreateForm) => mutation.mutate(form), pending: mutation.isPending }
}

/** The path the browser shows now (the browser router keeps it current), without a trailing slash. */
function currentPath(): string {
  return window.location.pathname.replace(/\/$/, '')
}
