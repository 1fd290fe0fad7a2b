import { describe, expect, it } from 'vitest'
import { breadcrumbs, entryName, fileNameOf, uploadKey } from './object-paths'

describe('object paths', () => {
  it('builds breadcrumbs from the bucket down to the current folder', () => {
    expect(breadcrumbs('media', '')).toEqual([{ label: 'media', prefix: '' }])
    expect(breadcrumbs('media', 'photos/2026/')).toEqual([
      { label: 'media', prefix: '' },
      { label: 'photos', prefix: 'photos/' },
      { label: '2026', prefix: 'photos/2026/' },
    ])
  })

  it('names entries inside the current folder', () => {
    expect(entryName('photos/2026/', 'photos/')).toBe('2026')
    expect(entryName('photos/a.jpg', 'photos/')).toBe('a.jpg')
    expect(entryName('readme.md', '')).toBe('readme.md')
  })

  it('puts uploads into the current folder and saves downloads under the last segment', () => {
    expect(uploadKey('photos/', 'a b.jpg')).toBe('photos/a b.jpg')
    expect(uploadKey('', 'a.jpg')).toBe('a.jpg')
    expect(fileNameOf('photos/2026/a.jpg')).toBe('a.jpg')
  })
})
