import type { ReactNode } from 'react'

/**
 * True when a value has nothing to show (null, undefined, false, empty or blank string, empty array):
 * the list then prints a placeholder so a missing fact never looks like a layout bug.
 */
export function isEmptyValue(value: ReactNode): boolean {
  if (value === null || value === undefined || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isEmptyValue)
  return false
}
