/** Placeholders in catalogue texts (`{name}`). */

/**
 * Fills `{name}` placeholders, e.g. `fill('This {object} is gone', { object: 'VM' })`. A placeholder without a
 * value is left as written, so a missing value is visible rather than silently empty.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
}
