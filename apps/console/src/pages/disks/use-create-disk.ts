import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { messages, toastLinkLabels, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'
import { diskCreateRequest, diskRetrySearchParams, type DiskCreateForm } from './disk-create'
import { DISK_CREATE_PATH, diskPath } from './paths'

/**
 * Creates a disk from the form (issue 10): 'Disk created' with a "View" link, then — when a VM was chosen —
 * attaches it ('Disk attached' / 'Error attaching disk'), and opens the disk's page. A failed create says
 * 'Error creating disk' with a "Retry" link that brings the form back filled (SPEC §4, §8).
 */
export function useCreateDisk() {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()

  const mutation = useMutation({
    mutationKey: ['disk-create'],
    mutationFn: async (form: DiskCreateForm) => {
      const location = form.location
      let disk
      try {
        disk = await client.disk.create(location, diskCreateRequest(form))
      } catch (error) {
        const retryHref = `${messages.disk.create.retryHref}?${diskRetrySearchParams(form).toString()}`
        notify.error(messages.disk.create.failure, {
          description: errorDetail(error),
          links: [{ label: toastLinkLabels.retry, href: retryHref }],
        })
        throw error
      }
      const href = diskPath(disk.location, disk.uuid)
      notify.success(messages.disk.create.success, { links: [{ label: toastLinkLabels.view, href }] })
      if (form.vmUuid) {
        try {
          await client.disk.attach(location, { uuid: form.vmUuid, storage_uuid: disk.uuid })
          notify.success(messages.disk.attach.success)
        } catch (error) {
          // The disk exists: its page offers the attach again.
          notify.error(messages.disk.attach.failure, { description: errorDetail(error) })
        }
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('virtual_machine', location) })
      }
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('disk', location) })
      // Go to the new disk, unless the user has moved on meanwhile (the toast's "View" link still leads there).
      if (window.location.pathname.replace(/\/$/, '') === DISK_CREATE_PATH) void navigate(href)
      return disk
    },
  })

  return { submit: (form: DiskCreateForm) => mutation.mutate(form), pending: mutation.isPending }
}
