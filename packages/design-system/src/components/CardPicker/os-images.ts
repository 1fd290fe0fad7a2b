/** One version of an OS image (SPEC §3 "VM image (OS)": versions with display_name and published). */
export type OsImageVersion = {
  /** The value the create call sends. */
  value: string
  /** The version's display name, e.g. '24.04'. */
  label: string
  /** Unpublished versions reach only administrators (SPEC §4, §6) and are marked '(unpublished)'. */
  published: boolean
}

/** The chosen image and version. */
export type OsImageSelection = {
  /** The image's value (its os_name). */
  image: string
  /** The chosen version's value; '' for an image without versions. */
  version: string
}

/** SPEC §4: "Images not published appear only to administrators, marked '(unpublished)'." */
export const UNPUBLISHED_MARK = '(unpublished)'

/** The version's text in the version select: unpublished ones carry the SPEC §4 mark. */
export function versionLabel(version: OsImageVersion): string {
  return version.published ? version.label : `${version.label} ${UNPUBLISHED_MARK}`
}

/** The version chosen with an image: its first published version, else its first, else none (''). */
export function defaultVersion(versions: readonly OsImageVersion[]): string {
  return (versions.find((v) => v.published) ?? versions[0])?.value ?? ''
}

const base64Types: [prefix: string, type: string][] = [
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bWwg', 'image/svg+xml'],
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
]

/**
 * An `<img src>` for an image icon. The platform sends icons as bare base64 (SPEC §3 "icon (base64 image)");
 * its type is read from the first bytes (SVG, PNG, JPEG, GIF, WebP; PNG when unknown). URLs and data URLs pass
 * through; an empty icon gives undefined so the picker draws a generic one.
 */
export function imageIconSrc(icon: string | null | undefined): string | undefined {
  const trimmed = icon?.trim()
  if (!trimmed) return undefined
  if (/^(data:|https?:\/\/|blob:)/.test(trimmed)) return trimmed
  const base64 = trimmed.replace(/\s+/g, '')
  const known = base64Types.find(([prefix]) => base64.startsWith(prefix))?.[1]
  // A JPEG's base64 starts with '/9j/', so a site path is recognised only after the known image types.
  if (!known && trimmed.startsWith('/')) return trimmed
  return `data:${known ?? 'image/png'};base64,${base64}`
}
