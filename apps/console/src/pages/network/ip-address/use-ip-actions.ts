/** The public IP actions (SPEC §7 IP addresses) with their toasts (SPEC §8 'IP Address …'). */
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { messages, toastLinkLabels, warrenKeys, type IpAssignInput, type IpCreateInput } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { ipPath, NETWORK_PATH } from '../paths'
import { useNetworkAction } from '../use-network-action'

/** What the create form sends. */
export type IpCreateValues = { name: string; billingAccountId: number }

/** The create body of the form's values (the request the action sends and the API panel shows). */
export function ipCreateInput({ name, billingAccountId }: IpCreateValues): IpCreateInput {
  return { name: name || undefined, billing_account_id: billingAccountId }
}

/** The assign body: a VM, and the private IP to map to when given (SPEC §3 `private_ip`). */
export function ipAssignInput(vmUuid: string, privateIp?: string): IpAssignInput {
  return {
    assigned_to: vmUuid,
    assigned_to_resource_type: 'virtual_machine',
    private_ip: privateIp || undefined,
  }
}

/** Create, rename, assign, unassign and delete of the public IPs of one location. IPs go by address (API-NOTES §4). */
export function useIpActions(location: string) {
  const { client } = useServices()
  const run = useNetworkAction()
  const navigate = useNavigate()
  return useMemo(() => {
    // An IP's assignment shows on its VM (public address, price) too.
    const invalidate = [
      warrenKeys.scope('ip_address', location),
      warrenKeys.scope('virtual_machine', location),
    ]
    return {
      /** `POST /{location}/network/ip_addresses`, then the new IP's page. */
      create: async (values: IpCreateValues) => {
        const ip = await run(messages.ip.create, () => client.ip.create(location, ipCreateInput(values)), {
          invalidate,
          retryHref: messages.ip.create.retryHref,
          links: (created) => [{ label: toastLinkLabels.view, href: ipPath(created.location, created.uuid) }],
        })
        void navigate(ipPath(ip.location, ip.uuid))
        return ip
      },
      /** `PATCH /{location}/network/ip_addresses/{address}`. */
      rename: (address: string, name: string) =>
        run(messages.ip.update, () => client.ip.update(location, address, { name }), { invalidate }),
      /** `POST …/{address}/assign` with the VM and, when given, the private IP to map to (SPEC §3 `private_ip`). */
      assign: (address: string, vmUuid: string, privateIp?: string) =>
        run(messages.ip.assign, () => client.ip.assign(location, address, ipAssignInput(vmUuid, privateIp)), {
          invalidate,
        }),
      /** `POST …/{address}/unassign`. */
      unassign: (address: string) =>
        run(messages.ip.unassign, () => client.ip.unassign(location, address), { invalidate }),
      /** `DELETE …/{address}`, then the section. */
      remove: async (address: string) => {
        await run(messages.ip.delete, () => client.ip.delete(location, address), { invalidate })
        void navigate(NETWORK_PATH)
      },
    }
  }, [client, location, navigate, run])
}

/** The IP actions of a location. */
export type IpActions = ReturnType<typeof useIpActions>
