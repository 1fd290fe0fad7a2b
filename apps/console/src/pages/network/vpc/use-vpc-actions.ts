/** The VPC network actions (SPEC §7 VPC networks) with their toasts (SPEC §8 'VPC Network …'). */
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { messages, toastLinkLabels, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { NETWORK_PATH, vpcPath } from '../paths'
import { useNetworkAction } from '../use-network-action'

/** Create, rename, delete and set-as-default of the networks of one location. */
export function useVpcActions(location: string) {
  const { client, queryClient } = useServices()
  const run = useNetworkAction()
  const navigate = useNavigate()
  return useMemo(() => {
    // A network's members and default flag show on VM pages too.
    const invalidate = [warrenKeys.scope('vpc', location)]
    return {
      /** `POST /{location}/network/network?name=…`, then the new network's page. */
      create: async (name: string) => {
        const network = await run(messages.vpc.create, () => client.network.create(location, { name }), {
          invalidate,
          retryHref: messages.vpc.create.retryHref,
          links: (n) => [{ label: toastLinkLabels.view, href: vpcPath(n.location, n.uuid) }],
        })
        void navigate(vpcPath(network.location, network.uuid))
        return network
      },
      /** `PATCH /{location}/network/network/{uuid}`. */
      rename: (uuid: string, name: string) =>
        run(messages.vpc.update, () => client.network.update(location, uuid, { name }), { invalidate }),
      /** `DELETE /{location}/network/network/{uuid}`; the platform refuses while VMs are in it (its text). */
      remove: async (uuid: string) => {
        await run(messages.vpc.delete, () => client.network.delete(location, uuid), { invalidate })
        queryClient.removeQueries({ queryKey: warrenKeys.network(location, uuid) })
        void navigate(NETWORK_PATH)
      },
      /** `PUT /{location}/network/network/{uuid}/default`. */
      setDefault: (uuid: string) =>
        run(messages.vpc.setDefault, () => client.network.setDefault(location, uuid), { invalidate }),
    }
  }, [client, location, navigate, queryClient, run])
}

/** The VPC actions of a location. */
export type VpcActions = ReturnType<typeof useVpcActions>
