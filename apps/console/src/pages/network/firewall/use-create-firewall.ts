import { messages, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { useCreateResource } from '../../../hooks/use-create-resource'
import { toFirewallCreateInput, type FirewallForm } from './firewall-form'
import { firewallPath } from './paths'

/**
 * Creates a firewall in a location (SPEC §7 "Firewalls"): 'Firewall created' and the firewall's page, or
 * 'Error creating firewall' with a "Retry" link (SPEC §8).
 */
export function useCreateFirewall(location: string) {
  const { client } = useServices()
  return useCreateResource({
    mutationKey: ['firewall-create'],
    create: (form: FirewallForm) => client.firewall.create(location, toFirewallCreateInput(form)),
    texts: messages.firewall.create,
    href: (fw) => firewallPath(fw.location, fw.uuid),
    detailKey: (fw) => warrenKeys.firewall(fw.location, fw.uuid),
    invalidate: [warrenKeys.scope('firewall', location)],
  })
}
