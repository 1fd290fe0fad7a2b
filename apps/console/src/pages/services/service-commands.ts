/**
 * The service page's commands (issue 12; SPEC §7 "Managed services"): what each one calls, its SPEC §8 toast
 * texts from the domain catalogue, and the request "Show API request" prints. Pure.
 */
import {
  apiRequests,
  messages,
  serviceVmIds,
  type ActionMessages,
  type ApiRequest,
  type ApiRequestStep,
  type ServicePackage,
  type WarrenClient,
} from '@cirrus/domain'

/** A command on one service. */
export type ServiceCommand =
  | { type: 'rename'; name: string }
  | { type: 'hibernate'; enabled: boolean }
  | { type: 'delete' }
  | { type: 'startVm' | 'stopVm'; vmId: string }
  | { type: 'restoreBackup'; vmId: string; replicaUuid: string }
  | { type: 'addWhitelist' | 'deleteWhitelist'; address: string }
  | { type: 'changeBillingAccount'; billingAccountId: number }

/** A command's type. */
export type ServiceCommandType = ServiceCommand['type']

/** The toast texts of a command (SPEC §8 "Service pairs", "Whitelist address added or deleted"). */
export function serviceCommandMessages(command: ServiceCommand): ActionMessages {
  switch (command.type) {
    case 'rename':
    case 'hibernate':
      return messages.service.update
    case 'delete':
      return messages.service.delete
    case 'startVm':
      return messages.service.startVm
    case 'stopVm':
      return messages.service.stopVm
    case 'restoreBackup':
      return messages.service.restoreBackup
    case 'addWhitelist':
      return messages.whitelist.add
    case 'deleteWhitelist':
      return messages.whitelist.delete
    case 'changeBillingAccount':
      return messages.serviceBilling.changeBillingAccount
  }
}

/** The Warren call of a command: what "Show API request" prints, and the client call that sends it. */
export type ServiceCall = {
  request: ApiRequest
  run: (client: Pick<WarrenClient, 'service'>) => Promise<unknown>
}

/** The call a command makes on a service. */
export function serviceCall(pkg: ServicePackage, command: ServiceCommand): ServiceCall {
  const r = apiRequests.service
  const { uuid } = pkg
  const location = pkg.location ?? ''
  switch (command.type) {
    case 'rename': {
      const input = { display_name: command.name }
      return { request: r.update(uuid, input), run: (c) => c.service.update(uuid, input) }
    }
    case 'hibernate': {
      const input = { spec: { hibernation: { enabled: command.enabled } } }
      return { request: r.updateProperties(uuid, input), run: (c) => c.service.updateProperties(uuid, input) }
    }
    case 'delete':
      return { request: r.delete(uuid), run: (c) => c.service.delete(uuid) }
    case 'startVm':
      return {
        request: r.startResource(uuid, command.vmId),
        run: (c) => c.service.startResource(uuid, command.vmId),
      }
    case 'stopVm':
      return {
        request: r.stopResource(uuid, command.vmId),
        run: (c) => c.service.stopResource(uuid, command.vmId),
      }
    case 'restoreBackup': {
      const input = { uuid: command.vmId, replica_uuid: command.replicaUuid }
      return {
        request: r.restoreBackup(location, input),
        run: (c) => c.service.restoreBackup(location, input),
      }
    }
    case 'addWhitelist':
      return {
        request: r.addWhitelistAddress(uuid, command.address),
        run: (c) => c.service.addWhitelistAddress(uuid, command.address),
      }
    case 'deleteWhitelist':
      return {
        request: r.deleteWhitelistAddress(uuid, command.address),
        run: (c) => c.service.deleteWhitelistAddress(uuid, command.address),
      }
    case 'changeBillingAccount':
      // Its VMs and their disks move with it (the platform checks the target account's quotas for all).
      return {
        request: r.setBillingAccount(uuid, command.billingAccountId),
        run: (c) => c.service.setBillingAccount(uuid, command.billingAccountId),
      }
  }
}

/**
 * The page's one-click actions, each confirmed first with the call it makes ("Show API request", AGENTS.md
 * rule 13): a VM's start or stop, a start or stop of every VM, revealing the secrets.
 */
export type ServiceConfirmable =
  | Extract<ServiceCommand, { type: 'startVm' | 'stopVm' }>
  | { type: 'startAll' | 'stopAll' }
  | { type: 'revealSecrets' }

/**
 * The calls of a start or stop of every VM: one per VM resource, in the order the page sends them
 * (`serviceVmIds`, SPEC §4), each named after its VM.
 */
export function serviceBulkSteps(
  pkg: ServicePackage,
  action: 'start' | 'stop',
  nameOf: (vmId: string) => string,
): ApiRequestStep[] {
  return serviceVmIds(pkg).map((vmId) => ({
    title: `${action === 'start' ? 'Start' : 'Stop'} ${nameOf(vmId)}`,
    request: serviceCall(pkg, { type: action === 'start' ? 'startVm' : 'stopVm', vmId }).request,
  }))
}

/** What "Show API request" shows for a confirmable action: its call, or a bulk action's calls in order. */
export function serviceConfirmableRequest(
  pkg: ServicePackage,
  action: ServiceConfirmable,
  nameOf: (vmId: string) => string,
): ApiRequest | ApiRequestStep[] {
  switch (action.type) {
    case 'startAll':
      return serviceBulkSteps(pkg, 'start', nameOf)
    case 'stopAll':
      return serviceBulkSteps(pkg, 'stop', nameOf)
    case 'revealSecrets':
      // The call `client.service.secrets` sends.
      return apiRequests.service.secrets(pkg.uuid)
    default:
      return serviceCall(pkg, action).request
  }
}
