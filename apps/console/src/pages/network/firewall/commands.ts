/**
 * The firewall page's commands as data (issue 11): what each needs and its SPEC §8 toast texts ('Firewall
 * updated', 'Firewall deleted', 'Resource added', 'Resource removed'), from the domain catalogue.
 */
import { messages, type ActionMessages, type FirewallUpdateInput } from '@cirrus/domain'

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
