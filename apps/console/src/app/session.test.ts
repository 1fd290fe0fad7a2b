import { describe, expect, it } from 'vitest'
import { safeNextPath, signInUrl } from './session'

describe('return path after sign-in', () => {
  it.each([
    ['/compute/vm/tll01/abc/?tab=disks', '/compute/vm/tll01/abc/?tab=disks'],
    ['/profile/', '/profile/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/sign-in?next=/x', '/'],
    ['/sign-up/', '/'],
    ['/sign-up/verify?token=abc', '/'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected)
  })

  it('carries the page in ?next=, encoded', () => {
    expect(signInUrl('/compute/create?x=1')).toBe('/sign-in?next=%2Fcompute%2Fcreate%3Fx%3D1')
  })

  it('needs no next for the dashboard', () => {
    expect(signInUrl('/')).toBe('/sign-in')
  })
})
