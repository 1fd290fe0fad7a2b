/** One row of the palette: already ranked by the app (the palette never filters or reorders). */
export type CommandPaletteItem = {
  /** Unique among the items. */
  id: string
  /** The heading it is listed under; items of one group are shown together, groups in first-seen order. */
  group: string
  /** What it is called ("web-1", "Stop web-1"). */
  title: string
  /** A quieter second text (location, address, status). */
  detail?: string
  /** Resource, action or recent item. */
  kind: 'resource' | 'action' | 'recent'
}

/** The items grouped under their headings, groups in the order their first item comes (the best match first). */
export function groupItems<T extends Pick<CommandPaletteItem, 'group'>>(
  items: readonly T[],
): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const list = groups.get(item.group)
    if (list) list.push(item)
    else groups.set(item.group, [item])
  }
  return [...groups].map(([group, list]) => ({ group, items: list }))
}
