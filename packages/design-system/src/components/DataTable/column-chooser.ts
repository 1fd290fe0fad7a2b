/**
 * The column chooser's memory (ADMIN-NOTES: "less important columns start hidden, the admin picks which to show,
 * and the browser remembers the choice"). The choice is kept per table under a key the app gives, as JSON
 * `{ "hidden": [ids], "shown": [ids] }`: both lists, so a column added later starts as its `defaultHidden` says.
 */

/** What the chooser reads of a column. */
export type ChoosableColumn = { id: string; primary?: boolean; defaultHidden?: boolean }

/** The columns the admin hid and showed by hand. */
export type ColumnChoice = { hidden: string[]; shown: string[] }

/** The part of `localStorage` the chooser uses (a test passes a Map-backed one). */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>

/** A stored choice, or an empty one when nothing (or something unreadable) is stored. Never throws. */
export function readColumnChoice(storage: ChoiceStorage | undefined, key: string): ColumnChoice {
  try {
    const raw = storage?.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (parsed && typeof parsed === 'object') {
      const { hidden, shown } = parsed as Record<string, unknown>
      return { hidden: stringList(hidden), shown: stringList(shown) }
    }
  } catch {
    // A broken or blocked storage (private mode) means no stored choice.
  }
  return { hidden: [], shown: [] }
}

/** Stores a choice; a storage that refuses (quota, private mode) is ignored: the choice lasts for the visit. */
export function writeColumnChoice(
  storage: ChoiceStorage | undefined,
  key: string,
  choice: ColumnChoice,
): void {
  try {
    storage?.setItem(key, JSON.stringify(choice))
  } catch {
    // ignored on purpose, see above
  }
}

/** The ids of the columns that show: the primary one always, others as chosen or else as their default. */
export function shownColumnIds(columns: readonly ChoosableColumn[], choice: ColumnChoice): Set<string> {
  const hidden = new Set(choice.hidden)
  const shown = new Set(choice.shown)
  return new Set(
    columns
      .filter((c) => c.primary || shown.has(c.id) || (!hidden.has(c.id) && !c.defaultHidden))
      .map((c) => c.id),
  )
}

/** The choice after the admin shows (`show` true) or hides a column. */
export function toggleColumn(choice: ColumnChoice, id: string, show: boolean): ColumnChoice {
  const hidden = choice.hidden.filter((c) => c !== id)
  const shown = choice.shown.filter((c) => c !== id)
  return show ? { hidden, shown: [...shown, id] } : { hidden: [...hidden, id], shown }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}
