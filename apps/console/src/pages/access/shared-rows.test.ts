// Impersonation marking (SPEC §6) in every list that can show another user's resource: each row builder marks
// a resource whose user_id is a grantor's with that grantor, and the user's own with nothing.
import { describe, expect, it } from 'vitest'
import { demoPriceList, type ConsoleConfig } from '@cirrus/domain'
import {
  makeBucket,
  makeDisk,
  makeFirewall,
  makeIp,
  makeLoadBalancer,
  makeMetalLease,
  makeNetwork,
  makeServicePackage,
  makeVm,
} from '@cirrus/domain/fixtures'
import { vmRows } from '../compute/vm-rows'
import { dashboardSummary } from '../dashboard/dashboard-summary'
import { diskRows } from '../disks/disk-rows'
import { leaseRows } from '../metal/lease-rows'
import { firewallRows } from '../network/firewall/rows'
import { ipRows } from '../network/ip-address/rows'
import { loadBalancerRows } from '../network/load-balancer/rows'
import { vpcRows } from '../network/vpc/rows'
import { serviceRows } from '../services/service-rows'
import { bucketRows } from '../storage/bucket-rows'
import { ownersByUserId } from './owners'

const GRANTOR = 77
const owners = ownersByUserId([{ access_owner: 'ada@example.com', access_owner_id: GRANTOR }])
const prices = demoPriceList
const firewallsOn = { firewallEnabled: true } as ConsoleConfig

/** Two of a kind — the grantor's (seed 1) and the user's own (seed 2) — through one list's row builder. */
const lists: [string, (o: typeof owners) => { name: string; owner?: string }[], string][] = [
  [
    'VMs',
    (o) => vmRows([makeVm({ name: 'a', user_id: GRANTOR }, 1), makeVm({ name: 'b' }, 2)], prices, o),
    'a',
  ],
  [
    'disks',
    (o) =>
      diskRows(
        [makeDisk({ display_name: 'a', user_id: GRANTOR }, 1), makeDisk({ display_name: 'b' }, 2)],
        [],
        prices,
        o,
      ),
    'a',
  ],
  [
    'managed services',
    (o) =>
      serviceRows(
        [
          makeServicePackage({ display_name: 'a', user_id: GRANTOR }, 1),
          makeServicePackage({ display_name: 'b' }, 2),
        ],
        prices,
        o,
      ),
    'a',
  ],
  [
    'buckets',
    (o) =>
      bucketRows(
        [makeBucket({ name: 'a-bucket', user_id: GRANTOR }, 1), makeBucket({ name: 'b-bucket' }, 2)],
        prices,
        o,
      ),
    'a-bucket',
  ],
  [
    'bare metal leases',
    (o) =>
      leaseRows(
        [
          makeMetalLease({ display_name: 'a', user_id: GRANTOR }, 1),
          makeMetalLease({ display_name: 'b' }, 2),
        ],
        prices,
        o,
      ),
    'a',
  ],
  [
    'VPC networks',
    (o) => vpcRows([makeNetwork({ name: 'a', user_id: GRANTOR }, 1), makeNetwork({ name: 'b' }, 2)], o),
    'a',
  ],
  [
    'IP addresses',
    (o) => ipRows([makeIp({ name: 'a', user_id: GRANTOR }, 1), makeIp({ name: 'b' }, 2)], prices, o),
    'a',
  ],
  [
    'load balancers',
    (o) =>
      loadBalancerRows(
        [
          makeLoadBalancer({ display_name: 'a', user_id: GRANTOR }, 1),
          makeLoadBalancer({ display_name: 'b' }, 2),
        ],
        prices,
        o,
      ),
    'a',
  ],
  [
    'firewalls',
    (o) =>
      firewallRows(
        [makeFirewall({ display_name: 'a', user_id: GRANTOR }, 1), makeFirewall({ display_name: 'b' }, 2)],
        firewallsOn,
        o,
      ),
    'a',
  ],
  [
    "the dashboard's recent resources",
    (o) =>
      dashboardSummary({
        vms: [makeVm({ name: 'a', user_id: GRANTOR }, 1), makeVm({ name: 'b' }, 2)],
        ips: [],
        billingAccounts: [],
        priceList: prices,
        owners: o,
      }).recent,
    'a',
  ],
]

describe('every list marks what is shared with the user with its owner (SPEC §6)', () => {
  it.each(lists)('%s', (_list, rowsOf, shared) => {
    const rows = rowsOf(owners)
    expect(rows.map((r) => [r.name, r.owner])).toEqual(
      expect.arrayContaining([
        [shared, 'ada@example.com'],
        [expect.not.stringMatching(`^${shared}$`), undefined],
      ]),
    )
    expect(rows.filter((r) => r.owner !== undefined)).toHaveLength(1)
    // Without grants (or while they load) nothing is marked.
    expect(rowsOf(new Map()).every((r) => r.owner === undefined)).toBe(true)
  })
})
