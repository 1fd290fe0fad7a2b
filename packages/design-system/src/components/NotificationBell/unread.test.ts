import { describe, expect, it } from 'vitest'
import { unreadBadgeText } from './unread'

describe('unreadBadgeText', () => {
  it('shows no badge at zero, the count up to the maximum, then max+', () => {
    expect(unreadBadgeText(0)).toBeNull()
    expect(unreadBadgeText(1)).toBe('1')
    expect(unreadBadgeText(99)).toBe('99')
    expect(unreadBadgeText(100)).toBe('99+')
    expect(unreadBadgeText(12, 9)).toBe('9+')
  })
  it('treats odd input as a whole count from zero', () => {
    expect(unreadBadgeText(-3)).toBeNull()
    expect(unreadBadgeText(2.7)).toBe('2')
    expect(unreadBadgeText(Number.NaN)).toBeNull()
  })
})
