/**
 * Row selection of the DataTable (issue 18 "Bulk actions"): a click toggles one row, a shift-click sets every row
 * between the last clicked one (the anchor) and this one to this one's new state, the header checkbox selects or
 * clears the rows on screen. Pure: sets in, sets out.
 */

/** What one click on a row's checkbox does to the selection; returns the new selection and anchor. */
export function clickRowSelection(
  selection: ReadonlySet<string>,
  orderedIds: readonly string[],
  id: string,
  options: { shift: boolean; anchor: string | null },
): { selection: Set<string>; anchor: string } {
  const next = new Set(selection)
  const checked = !selection.has(id)
  const from = options.shift && options.anchor !== null ? orderedIds.indexOf(options.anchor) : -1
  const to = orderedIds.indexOf(id)
  if (from === -1 || to === -1) {
    if (checked) next.add(id)
    else next.delete(id)
    return { selection: next, anchor: id }
  }
  for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
    if (checked) next.add(orderedIds[i]!)
    else next.delete(orderedIds[i]!)
  }
  return { selection: next, anchor: id }
}

/** The header checkbox's state over the rows on screen. */
export function headerSelectionState(
  selection: ReadonlySet<string>,
  shownIds: readonly string[],
): boolean | 'indeterminate' {
  const selected = shownIds.filter((id) => selection.has(id)).length
  if (selected === 0) return false
  return selected === shownIds.length ? true : 'indeterminate'
}

/** A click on the header checkbox: all rows on screen selected → clear them; otherwise select them all. */
export function clickHeaderSelection(
  selection: ReadonlySet<string>,
  shownIds: readonly string[],
): Set<string> {
  const next = new Set(selection)
  const all = headerSelectionState(selection, shownIds) === true
  for (const id of shownIds) {
    if (all) next.delete(id)
    else next.add(id)
  }
  return next
}
