/** The firewall stories' data: a firewall with SSH and HTTPS rules attached to the running story VM. */
import { makeFirewall } from '@cirrus/domain/fixtures'
import { runningVm } from '../../../stories/helpers'

/** SSH from anywhere, HTTPS from 0.0.0.0/0, applied to the running VM. */
export const firewall = makeFirewall({
  display_name: 'web-fw',
  resources_assigned: [{ resource_type: 'vm', resource_uuid: runningVm.uuid }],
})
