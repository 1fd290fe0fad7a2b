import { describe, expect, it } from 'vitest'
import {
  defaultVersion,
  imageIconSrc,
  UNPUBLISHED_MARK,
  versionLabel,
  type OsImageVersion,
} from './os-images'

const v = (value: string, published: boolean): OsImageVersion => ({ value, label: value, published })

describe('versionLabel', () => {
  it("marks unpublished versions '(unpublished)' (SPEC §4)", () => {
    expect(UNPUBLISHED_MARK).toBe('(unpublished)')
    expect(versionLabel(v('25.04', false))).toBe('25.04 (unpublished)')
  })

  it('leaves published versions alone', () => {
    expect(versionLabel(v('24.04', true))).toBe('24.04')
  })
})

describe('defaultVersion', () => {
  it('picks the first published version', () => {
    expect(defaultVersion([v('25.04', false), v('24.04', true), v('22.04', true)])).toBe('24.04')
  })

  it('falls back to the first version when none is published', () => {
    expect(defaultVersion([v('25.04', false), v('25.10', false)])).toBe('25.04')
  })

  it('is empty for an image without versions', () => {
    expect(defaultVersion([])).toBe('')
  })
})

describe('imageIconSrc', () => {
  it.each([
    ['PHN2ZyB4bWxucz0i', 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0i'],
    ['PD94bWwgdmVyc2lvbj0i', 'data:image/svg+xml;base64,PD94bWwgdmVyc2lvbj0i'],
    ['iVBORw0KGgoAAAANSUhEUg', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg'],
    ['/9j/4AAQSkZJRg', 'data:image/jpeg;base64,/9j/4AAQSkZJRg'],
    ['R0lGODlhAQABAI', 'data:image/gif;base64,R0lGODlhAQABAI'],
    ['UklGRiQAAABXRUJQ', 'data:image/webp;base64,UklGRiQAAABXRUJQ'],
    ['AAAAHGZ0eXBhdmlm', 'data:image/png;base64,AAAAHGZ0eXBhdmlm'],
  ])('types bare base64 %s', (icon, src) => {
    expect(imageIconSrc(icon)).toBe(src)
  })

  it('drops line breaks inside base64', () => {
    expect(imageIconSrc('iVBORw0K\nGgoAAA')).toBe('data:image/png;base64,iVBORw0KGgoAAA')
  })

  it.each([
    ['data:image/png;base64,iVBOR'],
    ['https://cdn.example.com/os/ubuntu.svg'],
    ['/static/os/debian.svg'],
    ['blob:https://console.example.com/1234'],
  ])('passes %s through', (icon) => {
    expect(imageIconSrc(icon)).toBe(icon)
  })

  it.each([[undefined], [null], [''], ['   ']])('gives nothing for %j', (icon) => {
    expect(imageIconSrc(icon)).toBeUndefined()
  })
})
