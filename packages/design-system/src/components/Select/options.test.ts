import { describe, expect, it } from 'vitest'
import { findOption, flattenOptions, isSelectGroup, type SelectOptions } from './options'

const options: SelectOptions = [
  { value: 'auto', label: 'Automatic' },
  {
    label: 'Estonia',
    options: [
      { value: 'tll1', label: 'Tallinn 1' },
      { value: 'tll2', label: 'Tallinn 2', disabled: true },
    ],
  },
  { value: 'jkt1', label: 'Jakarta 1' },
]

describe('select options', () => {
  it('tells groups from options', () => {
    expect(options.map(isSelectGroup)).toEqual([false, true, false])
  })

  it('flattens groups in display order', () => {
    expect(flattenOptions(options).map((o) => o.value)).toEqual(['auto', 'tll1', 'tll2', 'jkt1'])
  })

  it('finds an option inside a group', () => {
    expect(findOption(options, 'tll2')).toEqual({ value: 'tll2', label: 'Tallinn 2', disabled: true })
  })

  it('finds nothing for an unknown or missing value', () => {
    expect(findOption(options, 'ams1')).toBeUndefined()
    expect(findOption(options, undefined)).toBeUndefined()
  })
})
