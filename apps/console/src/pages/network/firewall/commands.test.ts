import { describe, expect, it } from 'vitest'
import { makeFirewall } from '@cirrus/domain/fixtures'
import { firewallCommandMessages, firewallCommandRequest, type FirewallCommand } from './commands'

const fw = makeFirewall()
const at = `/v1/${fw.location}/network/firewalls/${fw.uuid}`

describe('firewall commands', () => {
  it.each<[FirewallCommand, string, Record<string, string> | undefined, string]>([
    [
      { type: 'update', input: { name: 'web', description: '', rules: [] } },
      `PUT ${at}`,
      undefined,
      'Firewall updated',
    ],
    [{ type: 'delete' }, `DELETE ${at}`, undefined, 'Firewall deleted'],
    [{ type: 'addResource', vmUuid: 'v' }, `POST ${at}/vms`, { vm_uuid: 'v' }, 'Resource added'],
    [{ type: 'removeResource', vmUuid: 'v' }, `DELETE ${at}/vms`, { vm_uuid: 'v' }, 'Resource removed'],
  ])('%o: %s %o, "%s"', (command, call, query, success) => {
    const request = firewallCommandRequest(fw, command)
    expect(`${request.method} ${request.path}`).toBe(call)
    expect(request.query).toEqual(query)
    expect(firewallCommandMessages(command).success).toBe(success)
  })
})
