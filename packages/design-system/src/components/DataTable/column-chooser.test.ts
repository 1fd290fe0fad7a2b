import { describe, expect, it } from 'vitest'
import {
  readColumnChoice,
  shownColumnIds,
  toggleColumn,
  writeColumnChoice,
  type ChoiceStorage,
} from './column-chooser'

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

const columns = [
  { id: 'name', primary: true, defaultHidden: true },
  { id: 'status' },
  { id: 'uuid', defaultHidden: true },
  { id: 'ip' },
]

describe('column chooser', () => {
  it('starts with the default-hidden columns hidden, the primary one always shown', () => {
    expect([...shownColumnIds(columns, { hidden: [], shown: [] })]).toEqual(['name', 'status', 'ip'])
  })
  it('shows and hides by hand, and remembers it across visits', () => {
    const storage = memoryStorage()
    let choice = readColumnChoice(storage, 'admin.vms')
    choice = toggleColumn(choice, 'uuid', true)
    choice = toggleColumn(choice, 'ip', false)
    writeColumnChoice(storage, 'admin.vms', choice)
    const again = readColumnChoice(storage, 'admin.vms')
    expect([...shownColumnIds(columns, again)]).toEqual(['name', 'status', 'uuid'])
    // The primary column cannot be hidden.
    expect(shownColumnIds(columns, toggleColumn(again, 'name', false)).has('name')).toBe(true)
    // Another table's key is another choice.
    expect(readColumnChoice(storage, 'admin.users')).toEqual({ hidden: [], shown: [] })
  })
  it('toggling twice leaves one entry', () => {
    const choice = toggleColumn(toggleColumn({ hidden: [], shown: [] }, 'ip', false), 'ip', true)
    expect(choice).toEqual({ hidden: [], shown: ['ip'] })
  })
  it('reads broken or missing storage as no choice, and survives a storage that throws', () => {
    expect(readColumnChoice(memoryStorage({ k: '{not json' }), 'k')).toEqual({ hidden: [], shown: [] })
    expect(readColumnChoice(memoryStorage({ k: '{"hidden":[1,"ip"]}' }), 'k')).toEqual({
      hidden: ['ip'],
      shown: [],
    })
    expect(readColumnChoice(undefined, 'k')).toEqual({ hidden: [], shown: [] })
    const throwing: ChoiceStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(readColumnChoice(throwing, 'k')).toEqual({ hidden: [], shown: [] })
    expect(() => writeColumnChoice(throwing, 'k', { hidden: ['ip'], shown: [] })).not.toThrow()
  })
})
