import { afterEach, expect, test, vi } from 'vitest'
import { constants } from '@cirrus/domain'
import { blobFromDataUrl, createBlobUrlCache, type BlobUrlCache } from './blob-url-cache'

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const SVG = 'data:image/svg+xml;base64,PHN2Zy8+'

let cache: BlobUrlCache | undefined
afterEach(() => {
  cache?.dispose()
  cache = undefined
  vi.useRealTimers()
})

function doubles() {
  let n = 0
  const created: Blob[] = []
  const revoked: string[] = []
  return {
    created,
    revoked,
    createObjectURL: (blob: Blob) => {
      created.push(blob)
      return `blob:test/${++n}`
    },
    revokeObjectURL: (url: string) => void revoked.push(url),
  }
}

test('a base64 data URL is decoded once into a blob URL; asking again gives the same URL', async () => {
  const d = doubles()
  cache = createBlobUrlCache({ ...d, sweepMs: 0 })
  expect(cache.urlFor(SVG)).toBe('blob:test/1')
  expect(cache.urlFor(SVG)).toBe('blob:test/1')
  expect(cache.urlFor(PNG)).toBe('blob:test/2')
  expect(d.created).toHaveLength(2)
  expect(d.created[0]!.type).toBe('image/svg+xml')
  expect(await d.created[0]!.text()).toBe('<svg/>')
})

test('URLs and what is not base64 pass through without a blob', () => {
  const d = doubles()
  cache = createBlobUrlCache({ ...d, sweepMs: 0 })
  expect(cache.urlFor('https://cdn.example/ubuntu.svg')).toBe('https://cdn.example/ubuntu.svg')
  expect(cache.urlFor('data:image/png;base64,%%%')).toBe('data:image/png;base64,%%%')
  expect(cache.size).toBe(0)
  expect(blobFromDataUrl('/icons/debian.png')).toBeUndefined()
})

test('a sweep revokes only what nobody asked for since the previous sweep', () => {
  const d = doubles()
  cache = createBlobUrlCache({ ...d, sweepMs: 0 })
  cache.urlFor(SVG)
  cache.urlFor(PNG)
  expect(cache.sweep()).toBe(0) // both were asked for since the start
  cache.urlFor(PNG)
  expect(cache.sweep()).toBe(1)
  expect(d.revoked).toEqual(['blob:test/1'])
  expect(cache.size).toBe(1)
  // Asked again after its revocation, the icon gets a new URL.
  expect(cache.urlFor(SVG)).toBe('blob:test/3')
})

test('the timer sweeps every 60 s (SPEC §9) and stops when the cache is empty', () => {
  vi.useFakeTimers()
  const d = doubles()
  cache = createBlobUrlCache(d)
  cache.urlFor(SVG)
  expect(constants.blobUrlSweepMs).toBe(60_000)
  vi.advanceTimersByTime(59_999)
  expect(d.revoked).toEqual([])
  vi.advanceTimersByTime(1) // first sweep: used since the start, kept
  expect(d.revoked).toEqual([])
  vi.advanceTimersByTime(60_000) // second sweep: not asked for in the last 60 s
  expect(d.revoked).toEqual(['blob:test/1'])
  expect(vi.getTimerCount()).toBe(0)
})
