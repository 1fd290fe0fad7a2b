import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  EXACT_SCORE,
  PREFIX_SCORE,
  SUBSEQUENCE_MAX,
  fuzzyScore,
  indexEntries,
  pushRecent,
  rankEntries,
  type SearchEntry,
} from './index.js'

describe('fuzzyScore', () => {
  it('ranks exact above prefix above substring above scattered, and misses return null', () => {
    expect(fuzzyScore('web-1', 'web-1')).toBe(EXACT_SCORE)
    const prefix = fuzzyScore('web', 'web-1')!
    const substring = fuzzyScore('eb', 'web-1')!
    const scattered = fuzzyScore('w1', 'web-1')!
    expect(prefix).toBeLessThanOrEqual(PREFIX_SCORE)
    expect(prefix).toBeGreaterThan(substring)
    expect(substring).toBeGreaterThan(scattered)
    expect(scattered).toBeLessThanOrEqual(SUBSEQUENCE_MAX)
    expect(fuzzyScore('xyz', 'web-1')).toBeNull()
    expect(fuzzyScore('1w', 'web-1')).toBeNull()
  })

  it('ignores case and accents', () => {
    expect(fuzzyScore('JOHVI', 'Jõhvi')).toBe(EXACT_SCORE)
  })

  it('prefers word starts among scattered matches', () => {
    expect(fuzzyScore('wp', 'web-prod')!).toBeGreaterThan(fuzzyScore('wp', 'swamp')!)
  })

  it('prefers the shorter text for the same prefix', () => {
    expect(fuzzyScore('web', 'web-1')!).toBeGreaterThan(fuzzyScore('web', 'web-server-long-name')!)
  })

  it('matches every text that contains the query, never above an exact match', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.string(), (a, q, b) => {
        const score = fuzzyScore(q, a + q + b)
        return q.trim() === '' || (score !== null && score <= EXACT_SCORE)
      }),
    )
  })
})

const entries: SearchEntry[] = [
  { id: 'vm:a', kind: 'resource', group: 'VMs', title: 'web-1', keywords: ['aaaa-1111', '10.0.0.5', 'prod'] },
  { id: 'vm:b', kind: 'resource', group: 'VMs', title: 'db-1', keywords: ['bbbb-2222', '10.0.0.6', 'web'] },
  { id: 'disk:c', kind: 'resource', group: 'Disks', title: 'web-data', keywords: ['cccc-3333'] },
  { id: 'action:stop:a', kind: 'action', group: 'Actions', title: 'Stop web-1', keywords: ['10.0.0.5'] },
  { id: 'action:billing', kind: 'action', group: 'Actions', title: 'Go to billing' },
]
const index = indexEntries(entries)
const ids = (query: string, options?: Parameters<typeof rankEntries>[2]) =>
  rankEntries(index, query, options).map((r) => r.entry.id)

describe('rankEntries', () => {
  it('finds a resource by its IP address, uuid and tag', () => {
    expect(ids('10.0.0.6')).toEqual(['vm:b'])
    expect(ids('cccc-3333')).toEqual(['disk:c'])
    expect(ids('prod')[0]).toBe('vm:a')
  })

  it('puts a title match above a keyword match of the same text', () => {
    const found = ids('web')
    expect(found.indexOf('vm:a')).toBeLessThan(found.indexOf('vm:b'))
  })

  it('needs every word of a query of several words', () => {
    expect(ids('stop 10.0.0.5')).toEqual(['action:stop:a'])
    expect(ids('stop 10.0.0.6')).toEqual([])
  })

  it('finds actions fuzzily', () => {
    expect(ids('billing')[0]).toBe('action:billing')
    expect(ids('gtb')[0]).toBe('action:billing')
  })

  it('lists recent entries first when the query is empty, then the rest in order', () => {
    expect(ids('', { recent: ['disk:c', 'gone', 'vm:b'] })).toEqual([
      'disk:c',
      'vm:b',
      'vm:a',
      'action:stop:a',
      'action:billing',
    ])
  })

  it('returns at most `limit` results', () => {
    expect(ids('', { limit: 2 })).toHaveLength(2)
    expect(ids('e', { limit: 1 })).toHaveLength(1)
  })

  it('ranks 5,000 entries', () => {
    const many = indexEntries(
      Array.from({ length: 5000 }, (_, i): SearchEntry => ({
        id: `vm:${i}`,
        kind: 'resource',
        group: 'VMs',
        title: `vm-${i}`,
        keywords: [`10.1.${Math.floor(i / 250)}.${i % 250}`],
      })),
    )
    expect(rankEntries(many, '10.1.3.17').map((r) => r.entry.id)[0]).toBe('vm:767')
    expect(rankEntries(many, 'vm-4999')[0]!.entry.id).toBe('vm:4999')
  })
})

describe('pushRecent', () => {
  it('moves the id to the front without duplicates and keeps at most max', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c'])
    expect(pushRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b'])
  })
})
