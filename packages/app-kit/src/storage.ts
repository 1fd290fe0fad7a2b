import { createJSONStorage } from 'jotai/utils'

/**
 * JSON storage in `localStorage` that falls back to the initial value when the stored value is missing,
 * unreadable or fails `isValid` — a hand-edited or stale key must never break the layout.
 */
export function validatedLocalStorage<T>(isValid: (value: unknown) => value is T) {
  const json = createJSONStorage<T>(() => localStorage)
  return {
    ...json,
    getItem(key: string, initialValue: T): T {
      let value: unknown
      try {
        value = json.getItem(key, initialValue)
      } catch {
        return initialValue
      }
      return isValid(value) ? value : initialValue
    },
  }
}
