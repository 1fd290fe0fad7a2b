/**
 * WCAG 2.2 contrast, for the colour foundations page (issue 16): the relative luminance of an sRGB colour and
 * the contrast ratio of two, with the level a text pair reaches. Pure: the page measures the theme's real
 * colours in the browser (a canvas pixel, so any CSS colour syntax works) and hands the numbers here.
 */

/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number]

/** WCAG relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** What a text pair passes: AAA (7:1), AA (4.5:1), AA for large text and UI parts (3:1), or nothing. */
export type ContrastLevel = 'AAA' | 'AA' | 'AA large' | 'fail'

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA'
  if (ratio >= 4.5) return 'AA'
  if (ratio >= 3) return 'AA large'
  return 'fail'
}

/** A ratio as the docs print it: `4.52:1` (two decimals, rounded down so 4.499 never reads as passing). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

/** Parses `rgb(r, g, b)` / `rgba(r, g, b, a)` / `rgb(r g b / a)` as the browser serialises a computed colour. */
export function parseRgb(text: string): Rgb | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(text.trim())
  if (!match) return null
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}
