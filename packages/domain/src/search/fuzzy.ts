/**
 * Fuzzy ranking of the command palette (issue 18 "Command palette"): how well a typed query matches a text.
 * Pure: no clock, no globals. Case and accents are ignored ("johvi" finds "Jõhvi").
 *
 * A query matches a text when its characters appear in the text in order (a subsequence). The score rewards
 * what people mean when they type: the whole text (exact), its start (prefix), a contiguous part (substring), and
 * among scattered matches the ones that fall on word starts ("wp" → "web-prod") and run together.
 */

const diacritics = /\p{Diacritic}/gu

/** Text folded for matching: accents removed, lower case, outer spaces trimmed. */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(diacritics, '').toLowerCase().trim()
}

/** Score of an exact match (the text is the query). */
export const EXACT_SCORE = 1000
/** Score of a match at the start of the text. */
export const PREFIX_SCORE = 800
/** Score of a contiguous match elsewhere (at a word start it scores more). */
export const SUBSTRING_SCORE = 600
/** The most a scattered (subsequence) match can score: it always ranks below a contiguous one. */
export const SUBSEQUENCE_MAX = 400

const wordBreak = /[\s\-_./:@]/

function isWordStart(text: string, index: number): boolean {
  return index === 0 || wordBreak.test(text[index - 1]!)
}

/**
 * How well `query` matches `text`, both already folded ({@link foldSearchText}); null when it does not match.
 * Higher is better; a shorter text scores a little more than a longer one with the same kind of match.
 */
export function fuzzyScoreFolded(query: string, text: string): number | null {
  if (query === '') return 0
  if (text === query) return EXACT_SCORE
  const lengthPenalty = Math.min(text.length - query.length, 100) / 100
  if (text.startsWith(query)) return PREFIX_SCORE - lengthPenalty
  const at = text.indexOf(query)
  if (at >= 0) return SUBSTRING_SCORE + (isWordStart(text, at) ? 100 : 0) - at / 10 - lengthPenalty
  // Scattered: each query character at its next occurrence, preferring word starts.
  let score = 0
  let from = 0
  let previous = -2
  for (const ch of query) {
    if (ch === ' ') continue
    const next = text.indexOf(ch, from)
    if (next < 0) return null
    score += 1
    if (isWordStart(text, next)) score += 3
    if (next === previous + 1) score += 2
    previous = next
    from = next + 1
  }
  const best = query.replace(/ /g, '').length * 6
  return best === 0 ? null : (SUBSEQUENCE_MAX * score) / best - lengthPenalty
}

/** How well `query` matches `text` (any case and accents); null when it does not. */
export function fuzzyScore(query: string, text: string): number | null {
  return fuzzyScoreFolded(foldSearchText(query), foldSearchText(text))
}
