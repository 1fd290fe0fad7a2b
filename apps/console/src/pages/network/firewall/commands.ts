/**
 * The firewall page's commands as data (issue 11): what each needs and its SPEC §8 toast texts ('Firewall
 * updated', 'Firewall deleted', 'Resource added', 'Resource removed'), from the domain catalogue.
 */
import {
  apiRequests,
  messages,
  type ActionMessages,
  type ApiRequest,
  type Firewall,
  type FirewallUpdateInput,
} from '@cirrus/domain'

/** Every command of the firewall page. */
export type FirewallCommand =
  | { type: 'update'; input: FirewallUpdateInput }
  | { type: 'delete' }
  /** Attach a VM (`POST …/{uuid}/vms?vm_uuid=`). */
  | { type: 'addResource'; vmUuid: string }
  /** Detach a VM (`DELETE …/{uuid}/vms?vm_uuid=`). */
  | { type: 'removeResource'; vmUuid: string }

/** A command's type. */
export type FirewallCommandType = FirewallCommand['type']

/** The toast texts of a command (SPEC §8, from the domain catalogue). */
export function firewallCommandMessages(command: FirewallCommand): ActionMessages {
  return messages.firewall[command.type]
}

/** The Warren call a command makes, for "Show API request" (issue 10): the request the client sends. */
export function firewallCommandRequest(fw: Firewall, command: FirewallCommand): ApiRequest {
  const r = apiRequests.firewall
  const { location, uuid } = fw
  switch (command.type) {
    case 'update':
      return r.update(location, uuid, command.input)
    case 'delete':
      return r.delete(location, uuid)
    case 'addResource':
      return r.addVm(location, uuid, command.vmUuid)
    case 'removeResource':
      return r.removeVm(location, uuid, command.vmUuid)
  }
}
