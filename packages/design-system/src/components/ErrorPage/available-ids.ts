/** SPEC §8: "A not-found resource error lists up to 30 available ids." */
export const MAX_AVAILABLE_IDS = 30

/** The ids to list (first {@link MAX_AVAILABLE_IDS}, duplicates and blanks dropped) and how many were left out. */
export function limitAvailableIds(
  ids: readonly string[],
  max: number = MAX_AVAILABLE_IDS,
): { shown: string[]; hidden: number } {
  const unique = [...new Set(ids.filter((id) => id.trim() !== ''))]
  const limit = Math.max(0, Math.floor(max))
  return { shown: unique.slice(0, limit), hidden: Math.max(0, unique.length - limit) }
}
