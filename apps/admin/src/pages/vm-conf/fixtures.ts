/** Story fixtures of the network screens (/vm_conf, /floating_ips): a location's network settings. */
import type { LocationNetwork } from '@cirrus/domain'

/** Tallinn with one public range of 254 addresses, `used` of them handed out, and the default settings. */
export function tallinnNetwork(used: number, more: Partial<LocationNetwork> = {}): LocationNetwork {
  return {
    location: 'tll01',
    display_name: 'Tallinn',
    ranges: [
      {
        uuid: '11111111-1111-4111-8111-111111111111',
        location: 'tll01',
        cidr: '203.0.113.0/24',
        size: 254,
        used,
        free: 254 - used,
        created_at: '2026-11-01T10:00:00.000Z',
      },
    ],
    outside_ranges: 0,
    private_subnet_prefix: 24,
    vlan_first: 100,
    vlan_last: 3999,
    dns_servers: ['1.1.1.1', '8.8.8.8'],
    ...more,
  }
}
