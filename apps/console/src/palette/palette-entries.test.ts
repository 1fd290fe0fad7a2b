import { describe, expect, it } from 'vitest'
import { indexEntries, rankEntries } from '@cirrus/domain'
import {
  makeBucket,
  makeDisk,
  makeIp,
  makeMetalLease,
  makeServicePackage,
  makeVm,
} from '@cirrus/domain/fixtures'
import { paletteEntries, tagTexts, type PaletteSources } from './palette-entries'

const sections: PaletteSources['sections'] = [
  { name: 'dashboard', label: 'Dashboard', path: '/' },
  { name: 'compute', label: 'Compute', path: '/compute' },
  { name: 'billing', label: 'Billing', path: '/billing' },
]
const web = makeVm({ name: 'web-1', status: 'running', public_ipv4: '198.51.100.9', tags: ['frontend'] }, 1)
const db = makeVm({ name: 'db-1', status: 'stopped', private_ipv4: '10.0.0.7', public_ipv4: null }, 2)
const gone = makeVm({ name: 'old-1', status: 'deleted' }, 3)
const sources: PaletteSources = {
  sections,
  locationNames: new Map([[web.location, 'Tallinn']]),
  vms: [web, db, gone],
  disks: [makeDisk({ display_name: 'data-disk' }, 1)],
  ips: [makeIp({ address: '203.0.113.5' }, 1)],
  buckets: [makeBucket({ name: 'photos' }, 1)],
}
const entries = paletteEntries(sources)
const find = (query: string) => rankEntries(indexEntries(entries), query).map((r) => r.entry)

describe('paletteEntries', () => {
  it('offers a VM by its IP address, with its stop action first', () => {
    const [first, second] = find('198.51.100.9')
    expect(first).toMatchObject({ title: 'Stop web-1', run: { type: 'vm', command: 'stop' } })
    expect(second).toMatchObject({ title: 'web-1', run: { type: 'go' } })
  })

  it('offers start for a stopped VM, and nothing for a deleted one', () => {
    expect(find('db-1').map((e) => e.title)).toEqual(expect.arrayContaining(['Start db-1', 'db-1']))
    expect(entries.some((e) => e.title.includes('old-1'))).toBe(false)
  })

  it('finds by uuid, tag and location name', () => {
    expect(find(db.uuid)[0]?.title).toMatch(/db-1/)
    expect(find('frontend').map((e) => e.title)).toContain('web-1')
    expect(find('tallinn').length).toBeGreaterThan(0)
  })

  it('has create and go-to actions only for the shown sections', () => {
    const titles = entries.filter((e) => e.kind === 'action').map((e) => e.title)
    expect(titles).toEqual(expect.arrayContaining(['Create VM', 'Go to billing', 'Go to compute']))
    expect(titles).not.toContain('Create disk')
    expect(find('go to billing')[0]).toMatchObject({ run: { type: 'go', href: '/billing' } })
  })

  it('lists disks, IPs and buckets with links to their pages', () => {
    expect(find('data-disk')[0]?.run).toMatchObject({
      type: 'go',
      href: expect.stringMatching(/^\/disks\/disk\//),
    })
    expect(find('203.0.113.5')[0]?.run).toMatchObject({
      href: expect.stringMatching(/^\/network\/ip_address\//),
    })
    expect(find('photos')[0]?.run).toEqual({ type: 'go', href: '/storage/bucket/photos/' })
  })
})

describe('managed services and bare-metal leases (issue 18 palette coverage)', () => {
  const pg = makeServicePackage({ display_name: 'orders-db' }, 1)
  const redisBase = makeServicePackage({ display_name: 'cache-main', service: 'redis', version: '7.2' }, 2)
  const redis = {
    ...redisBase,
    location: 'other01',
    properties: {
      ...redisBase.properties,
      location: 'other01',
      service_ip: '10.9.0.5',
      spec: { ...redisBase.properties.spec!, hibernation: { enabled: true } },
    },
  }
  const gone = makeServicePackage({ display_name: 'old-db', is_deleted: true }, 3)
  const lease = makeMetalLease({ display_name: 'render-farm' }, 4)
  const elsewhere = makeMetalLease({ display_name: 'edge-box', location: 'other01' }, 5)
  const released = makeMetalLease({ display_name: 'returned', status: 'released' }, 6)
  const all = paletteEntries({
    sections: [...sections, { name: 'services', label: 'Services', path: '/services' }],
    locationNames: new Map([['other01', 'Other place']]),
    services: [pg, redis, gone],
    leases: [lease, elsewhere, released],
  })
  const search = (query: string) => rankEntries(indexEntries(all), query).map((r) => r.entry)

  it('finds a service by name, uuid and kind/version, in any location, with its page and power action', () => {
    expect(search('orders-db').map((e) => e.title)).toEqual(
      expect.arrayContaining(['orders-db', 'Stop all of orders-db']),
    )
    const page = search('orders-db').find((e) => e.title === 'orders-db')
    expect(page?.run).toEqual({ type: 'go', href: `/services/service/${pg.location}/${pg.uuid}/` })
    expect(search(pg.uuid)[0]?.title).toMatch(/orders-db/)
    expect(search('redis 7.2').map((e) => e.title)).toContain('cache-main')
    expect(search('redis 7.2').map((e) => e.title)).not.toContain('orders-db')
    expect(search('other place').map((e) => e.title)).toEqual(
      expect.arrayContaining(['cache-main', 'edge-box']),
    )
  })

  it('offers Start all for a hibernated service and Stop all for a running one; never a deleted one', () => {
    expect(search('start all cache-main')[0]).toMatchObject({
      title: 'Start all of cache-main',
      run: { type: 'service', command: 'start', service: redis },
    })
    expect(search('stop orders')[0]).toMatchObject({ run: { type: 'service', command: 'stop' } })
    expect(all.some((e) => e.title.includes('old-db'))).toBe(false)
  })

  it('finds a lease by name, uuid and IP address, and opens its page; a released one is gone', () => {
    expect(search('render-farm')[0]?.run).toEqual({ type: 'go', href: `/metal/lease/${lease.uuid}/` })
    expect(search(lease.uuid)[0]?.title).toBe('render-farm')
    expect(search(lease.ip_address!)[0]?.title).toBe('render-farm')
    expect(search('edge-box')[0]?.group).toBe('Bare metal')
    expect(all.some((e) => e.title === 'returned')).toBe(false)
  })

  it('offers creating a service only where the section is shown', () => {
    expect(all.map((e) => e.title)).toContain('Create service')
    expect(all.map((e) => e.title)).not.toContain('Create bare metal server')
  })
})

describe('tagTexts', () => {
  it('reads a list, an object or a text of tags', () => {
    expect(tagTexts(['a', 1, 'b'])).toEqual(['a', 'b'])
    expect(tagTexts({ env: 'prod' })).toEqual(['env', 'prod', 'env:prod'])
    expect(tagTexts('a, b')).toEqual(['a', 'b'])
    expect(tagTexts(null)).toEqual([])
  })
})
