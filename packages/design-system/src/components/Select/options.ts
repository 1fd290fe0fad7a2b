/** One choice. `value` must not be '' (Radix Select reserves it for "no value"). */
export type SelectOption = {
  /** The submitted value. */
  value: string
  /** What the user reads. */
  label: string
  /** Shown but not choosable. */
  disabled?: boolean
}

/** Options under a heading (e.g. locations by country). */
export type SelectGroup = {
  /** The group heading. */
  label: string
  /** The group's options. */
  options: readonly SelectOption[]
}

/** A Select's options: flat, grouped, or both. */
export type SelectOptions = readonly (SelectOption | SelectGroup)[]

/** True for a group of options rather than a single option. */
export function isSelectGroup(entry: SelectOption | SelectGroup): entry is SelectGroup {
  return 'options' in entry
}

/** Every option in display order, groups flattened. */
export function flattenOptions(options: SelectOptions): SelectOption[] {
  return options.flatMap((entry) => (isSelectGroup(entry) ? [...entry.options] : [entry]))
}

/** The option with this value, if any (a value not in the list shows the placeholder rather than a stale label). */
export function findOption(options: SelectOptions, value: string | undefined): SelectOption | undefined {
  if (value === undefined) return undefined
  return flattenOptions(options).find((option) => option.value === value)
}
