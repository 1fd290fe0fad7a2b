import { describe, expect, it } from 'vitest'
import { metalSearchTexts, searchTexts, serviceSearchTexts } from './index.js'

describe('palette texts of services and bare metal (issue 18)', () => {
  it('keeps the texts that are there, in order', () => {
    expect(searchTexts('a', null, '', undefined, 'b')).toEqual(['a', 'b'])
  })

  it('finds a service by kind and version together, its IP and location; the detail reads in that order', () => {
    const texts = serviceSearchTexts({
      uuid: 'u-1',
      service: 'postgresql',
      version: '16',
      location: 'Tallinn',
      address: '10.0.0.5',
      status: 'running',
    })
    expect(texts.keywords).toEqual(['u-1', 'postgresql', '16', 'postgresql 16', '10.0.0.5', 'Tallinn'])
    expect(texts.detail).toBe('postgresql 16 · Tallinn · 10.0.0.5 · running')
  })

  it('adds the owner for administrators, and leaves out what a service has not', () => {
    const redis = { uuid: 'u-2', service: 'redis', version: '', status: 'stopped' }
    const texts = serviceSearchTexts({ ...redis, owner: 'alice@example.test' })
    expect(texts.detail).toBe('redis · stopped · alice@example.test')
    expect(texts.keywords).toEqual(['u-2', 'redis', 'redis', 'alice@example.test'])
  })

  it('finds a bare-metal server by IP and host name, and a machine by serial, lease and owner', () => {
    expect(
      metalSearchTexts({
        uuid: 'm-1',
        location: 'Tallinn',
        address: '203.0.113.11',
        hostname: 'bm-01',
        machineType: 'Small',
        status: 'leased',
        serial: 'CZ1',
        lease: 'db-primary',
        owner: 'alice@example.test',
      }),
    ).toEqual({
      detail: 'Tallinn · 203.0.113.11 · Small · leased · alice@example.test',
      keywords: ['m-1', '203.0.113.11', 'bm-01', 'Tallinn', 'CZ1', 'db-primary', 'alice@example.test'],
    })
  })
})
