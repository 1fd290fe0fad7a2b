import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { isEmptyValue } from './values'

describe('isEmptyValue', () => {
  it.each([[null], [undefined], [false], [''], ['   '], [[]], [[null, '']]])('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true)
  })

  it.each([[0], ['0'], ['10.0.0.5'], [true], [['', 'x']]])('%j has something to show', (value) => {
    expect(isEmptyValue(value)).toBe(false)
  })

  it('treats an element as content', () => {
    expect(isEmptyValue(createElement('span'))).toBe(false)
  })
})
