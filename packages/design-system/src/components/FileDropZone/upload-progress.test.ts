import { describe, expect, it } from 'vitest'
import { droppedFiles, formatBytes, uploadPercent, uploadStatusText } from './upload-progress'

describe('formatBytes', () => {
  it('writes bytes in binary units with at most three significant digits', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(-5)).toBe('0 B')
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(12 * 1024 * 1024)).toBe('12 MB')
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.25 GB')
    expect(formatBytes(150 * 1024 ** 2)).toBe('150 MB')
    expect(formatBytes(Number.NaN)).toBe('0 B')
  })
})

describe('uploadPercent', () => {
  it('is the whole share sent, 100 when done and 0 while the total is unknown', () => {
    expect(uploadPercent({ loaded: 50, total: 200, status: 'uploading' })).toBe(25)
    expect(uploadPercent({ loaded: 199, total: 200, status: 'uploading' })).toBe(99)
    expect(uploadPercent({ loaded: 0, total: 0, status: 'uploading' })).toBe(0)
    expect(uploadPercent({ loaded: 0, total: 0, status: 'done' })).toBe(100)
    expect(uploadPercent({ loaded: 300, total: 200, status: 'uploading' })).toBe(100)
  })
})

describe('uploadStatusText', () => {
  const base = { id: '1', name: 'a.txt', loaded: 1024, total: 4096 }
  it('says how far it got, that it is done, or why it failed', () => {
    expect(uploadStatusText({ ...base, status: 'uploading' })).toBe('1 KB of 4 KB')
    expect(uploadStatusText({ ...base, status: 'done' })).toBe('Uploaded · 4 KB')
    expect(uploadStatusText({ ...base, status: 'failed', error: 'Network error' })).toBe(
      'Failed: Network error',
    )
    expect(uploadStatusText({ ...base, status: 'failed' })).toBe('Failed')
  })
})

describe('droppedFiles', () => {
  const file = new File(['x'], 'x.txt')
  const folder = new File([], 'photos')
  const entry = (isDirectory: boolean) => ({ kind: 'file', webkitGetAsEntry: () => ({ isDirectory }) })
  it('keeps the files of a drop and leaves folders out', () => {
    const items = [entry(false), entry(true), { kind: 'string' }] as unknown as DataTransferItemList
    expect(droppedFiles({ items, files: [file, folder] as unknown as FileList })).toEqual([file])
  })
  it('keeps every file when the items cannot tell, and nothing without a transfer', () => {
    const items = [] as unknown as DataTransferItemList
    expect(droppedFiles({ items, files: [file] as unknown as FileList })).toEqual([file])
    expect(droppedFiles(null)).toEqual([])
  })
})
