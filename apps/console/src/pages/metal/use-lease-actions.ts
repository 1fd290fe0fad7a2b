import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { messages, progressText, toastLinkLabels, warrenKeys, type MetalLease } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'
import { leaseRetryParams, toLeaseRequest, type LeaseForm } from './lease-form'
import { followProvisioning, leaseFieldErrors } from './lease-operations'
import { METAL_CREATE_PATH, METAL_PATH, leasePath } from './paths'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The text of a provisioning that failed and was rolled back (the machine went back to stock). */
export const PROVISION_FAILED_TEXT = 'Provisioning failed; the server was released and is not billed'

/**
 * Leases a machine from the form: the platform answers at once (`provisioning`) and the console goes to the
 * lease's page; a progress toast ("Provisioning bare metal server [name]", SPEC §4) follows the operation until
 * the lease is active — then 'Bare metal server leased' — or 'Error leasing bare metal server' with a "Retry"
 * link that brings the form back filled (SPEC §4, §8). Field errors of a refused create (an out-of-stock type,
 * a quota) are returned for the form to show beside their fields.
 */
export function useCreateLease() {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  const mutation = useMutation({
    mutationKey: ['metal-lease-create'],
    mutationFn: async (form: LeaseForm) => {
      const { location, input } = toLeaseRequest(form)
      const failed = (description: string | undefined) =>
        ({
          description,
          links: [
            {
              label: toastLinkLabels.retry,
              href: `${METAL_CREATE_PATH}?${leaseRetryParams(form).toString()}`,
            },
          ],
        }) as const
      let lease: MetalLease
      try {
        lease = await client.metal.create(location, input)
      } catch (error) {
        setFieldErrors(leaseFieldErrors(error))
        notify.error(messages.metal.create.failure, failed(errorDetail(error)))
        throw error
      }
      setFieldErrors({})
      const href = leasePath(lease.uuid)
      queryClient.setQueryData(warrenKeys.metalLease(location, lease.uuid), lease)
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bare_metal', location) })
      void queryClient.invalidateQueries({ queryKey: warrenKeys.metalTypes(location) })
      void navigate(href)
      const progress = notify.progress(progressText('metalProvision', lease.display_name))
      const done = await followProvisioning({
        read: () => client.metal.get(location, lease.uuid),
        wait: sleep,
        now: () => Date.now(),
      }).catch(() => lease)
      queryClient.setQueryData(warrenKeys.metalLease(location, lease.uuid), done)
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bare_metal', location) })
      if (done.status === 'released') {
        progress.error(messages.metal.create.failure, failed(PROVISION_FAILED_TEXT))
      } else {
        progress.success(messages.metal.create.success, { links: [{ label: toastLinkLabels.view, href }] })
      }
      return done
    },
  })

  return {
    submit: (form: LeaseForm) => mutation.mutate(form),
    pending: mutation.isPending,
    fieldErrors,
  }
}

/**
 * Releases a lease (after the confirmation dialog): 'Bare metal server released', the lease cached as
 * released, the lists refreshed; or 'Error releasing bare metal server' with the platform's reason.
 */
export function useReleaseLease(lease: MetalLease) {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const mutation = useMutation({
    mutationKey: ['metal-lease-release', lease.uuid],
    mutationFn: async () => {
      try {
        const released = await client.metal.release(lease.location, lease.uuid)
        notify.success(messages.metal.release.success, {
          links: [{ label: toastLinkLabels.view, href: METAL_PATH }],
        })
        return released
      } catch (error) {
        notify.error(messages.metal.release.failure, { description: errorDetail(error) })
        throw error
      }
    },
    onSuccess: (released) => {
      queryClient.setQueryData(warrenKeys.metalLease(lease.location, lease.uuid), released)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bare_metal', lease.location) })
      void queryClient.invalidateQueries({ queryKey: warrenKeys.metalTypes(lease.location) })
    },
  })
  return { release: mutation.mutateAsync, pending: mutation.isPending }
}
