/** The limits of a number field: inclusive bounds and the step between allowed values. */
export type NumberRange = {
  /** Smallest allowed value. */
  min: number
  /** Largest allowed value. */
  max: number
  /** Distance between allowed values, counted from `min`. */
  step: number
}

/** Decimal places of a step (0.25 → 2), so snapped values print without float noise. */
export function stepDecimals(step: number): number {
  if (!Number.isFinite(step) || Number.isInteger(step)) return 0
  const text = step.toString()
  const exponent = /e-(\d+)$/.exec(text)
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]?.split('.')[1]?.length ?? 0)
  return text.split('.')[1]?.length ?? 0
}

/**
 * The nearest allowed value: clamped to [min, max] and snapped to the step grid that starts at `min`. When `max`
 * is off the grid, the largest grid value below it is the top. Not-a-number falls back to `min`.
 */
export function clampToRange(value: number, { min, max, step }: NumberRange): number {
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  if (!Number.isFinite(value)) return low
  const size = step > 0 && Number.isFinite(step) ? step : 1
  const decimals = Math.max(stepDecimals(size), stepDecimals(low))
  const round = (n: number) => Number(n.toFixed(decimals))
  const clamped = Math.min(Math.max(value, low), high)
  let snapped = round(low + Math.round((clamped - low) / size) * size)
  if (snapped > high) snapped = round(snapped - size)
  return Math.max(snapped, low)
}

/** The number typed into the input, or null while it is empty or not a number yet. Accepts a decimal comma. */
export function parseNumberInput(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '' || trimmed === '-' || trimmed === '.') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

const integerFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 })

/** "1–32 vCPU", "10–2,000 GB": the range under the field (SPEC §9 locale en-GB). */
export function formatRangeText({ min, max }: Pick<NumberRange, 'min' | 'max'>, unit: string): string {
  return `${integerFormat.format(min)}–${integerFormat.format(max)} ${unit}`
}
