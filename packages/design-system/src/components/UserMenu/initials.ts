/** Up to two initials for the avatar: 'Alice Smith' → 'AS', 'alice@example.com' → 'AE'; '?' when none. */
export function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?'
}
