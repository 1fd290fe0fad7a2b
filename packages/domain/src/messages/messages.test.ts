import { describe, expect, it } from 'vitest'
import {
  createNewText,
  createSearchParams,
  errorTexts,
  fill,
  logOnlyMessages,
  messages,
  missingResourceTitle,
  notFoundMessage,
  progressText,
  readCreateSearchParams,
  sectionNotDefined,
  serviceCreateFailure,
} from './messages.js'

type Pair = { success: string; failure: string }
const areas = messages as unknown as Record<string, Record<string, Pair>>
const at = (path: string): Pair => {
  const [area = '', action = ''] = path.split('.')
  const found = areas[area]?.[action]
  if (!found) throw new Error(`no messages at ${path}`)
  return found
}

describe('paired messages of SPEC §8, copied exactly', () => {
  it.each([
    ['service.create', 'Service created', 'Error creating Service'],
    ['service.delete', 'Service deleted', 'Error deleting Service'],
    ['service.update', 'Service updated', 'Error updating Service'],
    ['service.startVm', 'Starting Service VM done', 'Error starting Service VM'],
    ['service.stopVm', 'Stopping Service VM done', 'Error stopping Service VM'],
    ['service.restoreBackup', 'Restoring Service backup done', 'Error restoring Service backup'],
    ['bucket.create', 'Object storage created', 'Failed to create object storage'],
    ['bucket.delete', 'Object storage deleted', 'Failed to delete object storage'],
    [
      'bucket.changeBillingAccount',
      'Object storage billing account changed',
      'Failed to change billing account on object storage',
    ],
    ['storageKey.generate', 'Storage access key generated', 'Failed to generate storage access key'],
    ['storageKey.delete', 'Storage access key deleted', 'Failed to delete storage access key'],
    ['delegation.create', 'Delegation access group created', 'Error creating delegation access group'],
    ['delegation.delete', 'Access Delegation deleted', 'Error deleting Access Delegation'],
    ['delegation.addUser', 'Access Delegation user added', 'Error adding Access Delegation user'],
    ['delegation.deleteUser', 'Access Delegation user deleted', 'Error deleting Access Delegation user'],
    ['subinterface.create', 'Sub-interface created', 'Error creating sub-interface'],
    ['subinterface.delete', 'Sub-interface deleted', 'Error deleting sub-interface'],
    // the failure examples the spec gives for the success families
    ['disk.create', 'Disk created', 'Error creating disk'],
    ['vm.create', 'VM created', 'Error creating VM'],
    ['loadBalancer.create', 'Load Balancer created', 'Failed to create Load Balancer'],
    ['whitelist.add', 'Whitelist address added', 'Error adding whitelist address'],
  ])('%s: %s / %s', (path, success, failure) => {
    expect(at(path)).toMatchObject({ success, failure })
  })
})

describe('success families of SPEC §8', () => {
  it.each([
    ['disk.clone', 'Disk cloned'],
    ['disk.update', 'Disk updated'],
    ['disk.delete', 'Disk deleted'],
    ['disk.attach', 'Disk attached'],
    ['disk.detach', 'Disk detached'],
    ['disk.restoreSnapshot', 'Restored disk from snapshot'],
    ['ip.create', 'IP Address created'],
    ['ip.update', 'IP Address updated'],
    ['ip.assign', 'IP Address assigned to resource'],
    ['ip.unassign', 'IP Address unassigned'],
    ['ip.delete', 'IP Address deleted'],
    ['vpc.create', 'VPC Network created'],
    ['vpc.update', 'VPC Network updated'],
    ['vpc.delete', 'VPC Network deleted'],
    ['vpc.setDefault', 'VPC Network set as default'],
    ['vm.update', 'Virtual Machine updated'],
    ['vm.start', 'Virtual Machine started'],
    ['vm.stop', 'Virtual Machine stopped'],
    ['vm.forceStop', 'Virtual Machine forcefully stopped'],
    ['vm.delete', 'Virtual Machine deleted'],
    ['vm.reinstall', 'Virtual Machine reinstalled'],
    ['vm.clone', 'Virtual Machine cloned'],
    ['vm.addDisk', 'Disk added'],
    ['vm.resizeDisk', 'Disk resized'],
    ['vm.deleteSnapshot', 'Snapshot deleted'],
    ['vm.deleteBackup', 'Backup deleted'],
    ['vm.restoreFromSnapshot', 'Restored VM from snapshot'],
    ['vm.restoreFromBackup', 'Restored VM from backup'],
    ['vm.enableBackups', 'VM Backups enabled'],
    ['vm.disableBackups', 'VM Backups disabled'],
    ['vm.takeSnapshot', 'Snapshot created'],
    ['vm.bootIso', 'VM booting from ISO'],
    ['vm.changeBillingAccount', 'VM billing account changed'],
    ['vm.changePassword', 'VM password changed'],
    ['firewall.create', 'Firewall created'],
    ['firewall.update', 'Firewall updated'],
    ['firewall.delete', 'Firewall deleted'],
    ['firewall.addResource', 'Resource added'],
    ['firewall.removeResource', 'Resource removed'],
    ['loadBalancer.delete', 'Load Balancer deleted'],
    ['loadBalancer.rename', 'Load Balancer renamed'],
    ['loadBalancer.changeBillingAccount', 'Load Balancer billing account changed'],
    ['loadBalancer.addTarget', 'Target added'],
    ['loadBalancer.removeTarget', 'Target removed'],
    ['loadBalancer.addForwardingRule', 'Forwarding rule added'],
    ['loadBalancer.removeForwardingRule', 'Forwarding rule removed'],
    ['whitelist.delete', 'Whitelist address deleted'],
  ])('%s: %s', (path, success) => {
    expect(at(path).success).toBe(success)
  })

  it('derives each failure in the spec pattern "Error <verb>ing …" or "Failed to …"', () => {
    for (const [area, actions] of Object.entries(areas)) {
      for (const [action, { success, failure }] of Object.entries(actions)) {
        expect([`${area}.${action}`, failure]).toEqual([
          `${area}.${action}`,
          expect.stringMatching(/^(Error (\w+ly )?\w+ing|Failed to) \S/),
        ])
        expect(failure).not.toBe(success)
      }
    }
  })

  it('no two actions share a success text unless they are the same event', () => {
    const texts = Object.values(areas).flatMap((a) => Object.values(a).map((p) => p.success))
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('an IP assign failure after VM creation is a log-only text', () => {
    expect(logOnlyMessages.ipAssignFailed).toBe('IP assign failed')
    expect(JSON.stringify(messages)).not.toContain('IP assign failed')
  })
})

describe('create failures offer a retry link to the create page', () => {
  it.each([
    ['vm.create', '/compute/create'],
    ['disk.create', '/disks/create'],
    ['bucket.create', '/storage/create'],
    ['service.create', '/services/create'],
    ['ip.create', '/network/create/ip_address'],
    ['loadBalancer.create', '/network/create/load_balancer'],
    ['delegation.create', '/access/create/access_delegation'],
    ['token.create', '/access/create/api_token'],
  ])('%s retries at %s', (path, href) => {
    expect(at(path)).toMatchObject({ retryHref: href })
  })

  it('service create failure carries the request as search params, and a view link', () => {
    const request = {
      display_name: 'db 1',
      service: 'postgresql',
      vm_cpu: 2,
      is_multi_node: false,
      package_parameters: { location: 'tll01' },
      billing_account_id: undefined,
    }
    const toast = serviceCreateFailure(request, { uuid: 'abc', location: 'tll01' })
    expect(toast.text).toBe('Error creating Service')
    expect(toast.links.map((l) => l.label)).toEqual(['Retry', 'View'])
    const retry = new URL(toast.links[0]?.href ?? '', 'https://console.example')
    expect(retry.pathname).toBe('/services/create')
    expect(readCreateSearchParams(retry.search)).toEqual({
      display_name: 'db 1',
      service: 'postgresql',
      vm_cpu: '2',
      is_multi_node: 'false',
      package_parameters: { location: 'tll01' },
    })
    expect(toast.links[1]?.href).toBe('/services/service/tll01/abc/')
  })

  it('views the services list when no service came back (refused, or still being built after a 504)', () => {
    expect(serviceCreateFailure({ display_name: 'x' }).links).toEqual([
      { label: 'Retry', href: '/services/create?display_name=x' },
      { label: 'View', href: '/services' },
    ])
  })

  it('keeps text that only looks like JSON', () => {
    expect(readCreateSearchParams(createSearchParams({ display_name: '[draft' }))).toEqual({
      display_name: '[draft',
    })
  })
})

describe('progress texts', () => {
  it.each([
    ['serviceCreate', 'db-1', 'Creating Service [db-1]'],
    ['vmCreate', 'web-1', 'Creating VM [web-1]'],
    ['vmClone', 'web-1', 'Cloning VM [web-1]'],
    ['vmReinstall', 'web-1', 'Reinstalling VM [web-1]'],
    ['vmRestore', 'web-1', 'Restoring VM [web-1]'],
  ] as const)('%s of %s', (operation, name, text) => {
    expect(progressText(operation, name)).toBe(text)
  })
})

describe('error page texts of SPEC §2', () => {
  it.each([
    ['notFoundTitle', 'This page is gone'],
    ['goToDashboard', 'Go to dashboard'],
    ['missingResourceBody', 'Time to move on. This item is deleted or you do not have access.'],
    ['routerFailureTitle', 'Something went wrong!'],
    ['showError', 'Show Error'],
    ['unknownRoute', 'Not Found'],
    ['adminOnly', 'Only for administrative users'],
    ['userSuspended', 'This user is suspended. Contact support.'],
  ] as const)('%s', (key, text) => {
    expect(errorTexts[key]).toBe(text)
  })

  it('fills the object and section names', () => {
    expect(missingResourceTitle('VM')).toBe('This VM is gone')
    expect(createNewText('disk')).toBe('Create new disk')
    expect(sectionNotDefined('foo')).toBe('Section "foo" not defined')
  })

  it('fill leaves an unknown placeholder visible', () => {
    expect(fill('This {object} is {state}', { object: 'VM' })).toBe('This VM is {state}')
  })
})

describe('not-found text lists up to 30 available ids', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i + 1}`)
  it.each([
    [0, 'VM "x" not found. No ids are available.'],
    [2, 'VM "x" not found. Available ids: id-1, id-2'],
  ])('%i available', (n, text) => {
    expect(notFoundMessage('VM', 'x', ids(n))).toBe(text)
  })

  it.each([
    [30, 30, ''],
    [31, 30, ' (and 1 more)'],
    [45, 30, ' (and 15 more)'],
  ])('%i available ids list %i', (n, listed, tail) => {
    const text = notFoundMessage('Disk', 'x', ids(n))
    expect(
      text
        .split(': ')[1]
        ?.replace(/ \(.*\)$/, '')
        .split(', '),
    ).toHaveLength(listed)
    expect(text.endsWith(`id-${listed}${tail}`)).toBe(true)
  })
})
