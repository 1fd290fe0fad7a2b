import { describe, expect, it } from 'vitest'
import { filtersToQuery, readFilters, writeFilters } from '@cirrus/app-kit'

describe('activity filters', () => {
  it('round-trips through the URL and ignores unknown values', () => {
    const filters = { type: 'disk', result: 'failed' as const, since: 'day' as const }
    expect(readFilters(writeFilters(filters))).toEqual(filters)
    expect(readFilters(new URLSearchParams('type=spaceship&result=maybe&since=year'))).toEqual({})
  })
  it('becomes the list query, the time window counted back from now', () => {
    const now = new Date('2026-01-02T10:00:00Z')
    expect(filtersToQuery({ type: 'virtual_machine', since: 'hour' }, now)).toEqual({
      resource_type: 'virtual_machine',
      since: '2026-01-02T09:00:00.000Z',
    })
    expect(filtersToQuery({}, now)).toEqual({})
  })
})
