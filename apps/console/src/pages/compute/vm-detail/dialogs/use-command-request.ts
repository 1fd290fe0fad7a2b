import type { ApiRequestPanelProps } from '@cirrus/design-system'
import type { Vm } from '@cirrus/domain'
import { useApiRequest } from '../../../../app/api-request'
import { commandRequest, type VmCommand } from '../../vm-commands'

/**
 * The "Show API request" panel of a VM dialog (issue 10): the call `command` sends, or none while the form
 * cannot be submitted (null).
 */
export function useCommandRequest(vm: Vm, command: VmCommand | null): ApiRequestPanelProps | undefined {
  return useApiRequest(command ? commandRequest(vm, command) : null)
}
