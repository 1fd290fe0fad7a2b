/**
 * The command palette's resource index (issue 18 "Command palette"): every resource of the signed-in user,
 * across sections and locations, searchable by name, uuid, IP address and tag, plus actions and recent items,
 * ranked by {@link fuzzyScoreFolded}. Pure data in, data out: the apps build the entries (links are theirs).
 */
import { foldSearchText, fuzzyScoreFolded } from './fuzzy.js'

/** What an entry is: a resource to open, or an action to run. */
export type SearchEntryKind = 'resource' | 'action'

/** One thing the palette can find. */
export type SearchEntry = {
  /** Unique among the entries ("vm:tll01:<uuid>", "action:create-vm"). */
  id: string
  /** Resource or action. */
  kind: SearchEntryKind
  /** The group it is listed under ("Virtual machines", "Actions"). */
  group: string
  /** What it is called: the resource's name, or the action's text ("Stop web-1"). */
  title: string
  /** A second line: location, address, status. */
  detail?: string
  /** Other texts that find it, matched less strongly than the title: uuid, IP addresses, tags, location. */
  keywords?: readonly string[]
}

/** An entry with its texts folded once, so each keystroke only compares. */
export type IndexedEntry<E extends SearchEntry = SearchEntry> = {
  entry: E
  title: string
  keywords: readonly string[]
}

/** A ranked result. */
export type RankedEntry<E extends SearchEntry = SearchEntry> = { entry: E; score: number }

/** Keywords (uuid, IP, tag) match less strongly than the title: an exact tag "web" ranks below the name "web-1". */
export const KEYWORD_WEIGHT = 0.75

/** Actions rank slightly above resources with the same match, so "stop web" offers "Stop web-1" first. */
export const ACTION_BONUS = 5

/** Folds every entry's texts once (build it when the entries change, not per keystroke). */
export function indexEntries<E extends SearchEntry>(entries: readonly E[]): IndexedEntry<E>[] {
  return entries.map((entry) => ({
    entry,
    title: foldSearchText(entry.title),
    keywords: (entry.keywords ?? []).map(foldSearchText).filter((k) => k !== ''),
  }))
}

/** How well a query (folded) matches one indexed entry: the best of its title and keywords; null when none. */
export function scoreEntry(query: string, indexed: IndexedEntry): number | null {
  let best = fuzzyScoreFolded(query, indexed.title)
  for (const keyword of indexed.keywords) {
    const score = fuzzyScoreFolded(query, keyword)
    if (score !== null && (best === null || score * KEYWORD_WEIGHT > best)) best = score * KEYWORD_WEIGHT
  }
  if (best === null) return null
  return indexed.entry.kind === 'action' ? best + ACTION_BONUS : best
}

/** Options of {@link rankEntries}. */
export type RankOptions = {
  /** At most this many results (the palette renders only these). @default 50 */
  limit?: number
  /** Ids of recently opened entries, most recent first: with an empty query they come first, in that order. */
  recent?: readonly string[]
}

/**
 * The entries matching `query`, best first (ties keep the entries' order). An empty query gives the recent
 * entries first, then the rest in order. A query of several words must match every word (in title or keywords),
 * so "stop 10.0.0.5" finds the stop action of the VM with that address.
 */
export function rankEntries<E extends SearchEntry>(
  index: readonly IndexedEntry<E>[],
  query: string,
  { limit = 50, recent = [] }: RankOptions = {},
): RankedEntry<E>[] {
  const folded = foldSearchText(query)
  if (folded === '') {
    const order = new Map(recent.map((id, i) => [id, i]))
    const recentFirst = index
      .filter((i) => order.has(i.entry.id))
      .sort((a, b) => order.get(a.entry.id)! - order.get(b.entry.id)!)
    const rest = index.filter((i) => !order.has(i.entry.id))
    return [...recentFirst, ...rest].slice(0, limit).map((i) => ({ entry: i.entry, score: 0 }))
  }
  const words = folded.split(/\s+/)
  const ranked: (RankedEntry<E> & { order: number })[] = []
  index.forEach((indexed, order) => {
    const whole = scoreEntry(folded, indexed)
    let score = whole
    if (score === null && words.length > 1) {
      let sum = 0
      for (const word of words) {
        const s = scoreEntry(word, indexed)
        if (s === null) return
        sum += s
      }
      score = sum / words.length - 1
    }
    if (score !== null) ranked.push({ entry: indexed.entry, score, order })
  })
  ranked.sort((a, b) => b.score - a.score || a.order - b.order)
  return ranked.slice(0, limit).map(({ entry, score }) => ({ entry, score }))
}

/** The recent list after opening `id`: it moves to the front, duplicates go, at most `max` are kept. */
export function pushRecent(recent: readonly string[], id: string, max = 8): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, max)
}
