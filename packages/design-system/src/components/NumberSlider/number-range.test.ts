import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { clampToRange, formatRangeText, parseNumberInput, stepDecimals } from './number-range'

describe('stepDecimals', () => {
  it.each([
    [1, 0],
    [10, 0],
    [0.5, 1],
    [0.25, 2],
    [1e-7, 7],
    [2.5e-7, 8],
  ])('%d has %i decimals', (step, decimals) => {
    expect(stepDecimals(step)).toBe(decimals)
  })
})

describe('clampToRange', () => {
  const cpu = { min: 1, max: 32, step: 1 }
  const disk = { min: 10, max: 2000, step: 10 }

  it.each([
    [100, cpu, 32],
    [0, cpu, 1],
    [-5, cpu, 1],
    [4.4, cpu, 4],
    [4.5, cpu, 5],
    [55, disk, 60],
    [54, disk, 50],
    [5000, disk, 2000],
  ])('%d in %j is %d', (value, range, expected) => {
    expect(clampToRange(value, range)).toBe(expected)
  })

  it('counts the step from min', () => {
    expect(clampToRange(6, { min: 1, max: 64, step: 4 })).toBe(5)
  })

  it('stays under a max that is off the step grid', () => {
    expect(clampToRange(10, { min: 1, max: 10, step: 4 })).toBe(9)
  })

  it('prints decimal steps without float noise', () => {
    expect(clampToRange(0.3, { min: 0, max: 1, step: 0.1 })).toBe(0.3)
    expect(clampToRange(0.7 + 0.1, { min: 0, max: 1, step: 0.1 })).toBe(0.8)
  })

  it('falls back to min for NaN and infinities', () => {
    expect(clampToRange(Number.NaN, cpu)).toBe(1)
    expect(clampToRange(Number.POSITIVE_INFINITY, cpu)).toBe(1)
  })

  it('treats a zero or negative step as 1', () => {
    expect(clampToRange(3.6, { min: 0, max: 10, step: 0 })).toBe(4)
  })

  it('always lands inside the range and on the step grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (min, span, step, value) => {
          const max = min + span
          const result = clampToRange(value, { min, max, step })
          expect(result).toBeGreaterThanOrEqual(min)
          expect(result).toBeLessThanOrEqual(max)
          expect((result - min) % step).toBe(0)
        },
      ),
    )
  })

  it('leaves allowed values alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 128 }), (value) => {
        expect(clampToRange(value, { min: 1, max: 128, step: 1 })).toBe(value)
      }),
    )
  })
})

describe('parseNumberInput', () => {
  it.each([
    ['16', 16],
    [' 8 ', 8],
    ['2.5', 2.5],
    ['2,5', 2.5],
    ['-3', -3],
  ])('%j is %d', (text, value) => {
    expect(parseNumberInput(text)).toBe(value)
  })

  it.each([[''], ['  '], ['-'], ['.'], ['abc'], ['1e999']])('%j is not a number yet', (text) => {
    expect(parseNumberInput(text)).toBeNull()
  })
})

describe('formatRangeText', () => {
  it('formats the range with en-GB grouping and the unit', () => {
    expect(formatRangeText({ min: 1, max: 32 }, 'vCPU')).toBe('1–32 vCPU')
    expect(formatRangeText({ min: 10, max: 2000 }, 'GB')).toBe('10–2,000 GB')
  })
})
