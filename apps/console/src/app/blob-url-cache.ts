import { imageIconSrc } from '@cirrus/design-system'
import { constants } from '@cirrus/domain'

/**
 * A cache of blob URLs for base64 data images (the OS image icons Warren sends inline, SPEC §3 "icon (base64
 * image)"), swept every 60 s (SPEC §9 "Blob URL cache is swept every 60 seconds"). A card drawing an icon gets a
 * short `blob:` URL instead of repeating a kilobytes-long data URL in the DOM on every render; the bytes are
 * decoded once. A sweep revokes the URLs nobody asked for since the previous sweep, so an icon no longer shown
 * frees its memory within two sweeps; asked again, it gets a new URL.
 */
export type BlobUrlCache = {
  /** The URL to draw `source` with: a blob URL for a base64 data URL, `source` itself otherwise. */
  urlFor(source: string): string
  /** Revokes what was not asked for since the last sweep; returns how many URLs it revoked. */
  sweep(): number
  /** How many blob URLs are live. */
  readonly size: number
  /** Revokes everything and stops the timer. */
  dispose(): void
}

/** What the cache needs from the browser (a test passes doubles). */
export type BlobUrlCacheOptions = {
  createObjectURL?: (blob: Blob) => string
  revokeObjectURL?: (url: string) => void
  /** The sweep period; SPEC §9's 60 s by default. 0 starts no timer (the caller sweeps). */
  sweepMs?: number
}

/** Decodes `data:<type>;base64,<data>` into a Blob, or undefined when `source` is not one. */
export function blobFromDataUrl(source: string): Blob | undefined {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(source)
  if (!match) return undefined
  try {
    const binary = atob(match[2]!.replace(/\s/g, ''))
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return new Blob([bytes], { type: match[1] })
  } catch {
    return undefined // not valid base64: draw the source as it is
  }
}

/** Creates a cache; see {@link BlobUrlCache}. */
export function createBlobUrlCache(options: BlobUrlCacheOptions = {}): BlobUrlCache {
  // Without URL.createObjectURL (jsdom, an old runtime) sources are drawn as they are.
  const native = typeof URL.createObjectURL === 'function'
  const create = options.createObjectURL ?? (native ? (blob: Blob) => URL.createObjectURL(blob) : undefined)
  const revoke = options.revokeObjectURL ?? ((url: string) => URL.revokeObjectURL(url))
  const entries = new Map<string, { url: string; used: boolean }>()
  const sweepMs = options.sweepMs ?? constants.blobUrlSweepMs
  let timer: ReturnType<typeof setInterval> | undefined
  const cache: BlobUrlCache = {
    urlFor(source) {
      const entry = entries.get(source)
      if (entry) {
        entry.used = true
        return entry.url
      }
      const blob = create ? blobFromDataUrl(source) : undefined
      if (!create || !blob) return source
      const url = create(blob)
      entries.set(source, { url, used: true })
      if (timer === undefined && sweepMs > 0) timer = setInterval(() => cache.sweep(), sweepMs)
      return url
    },
    sweep() {
      let revoked = 0
      for (const [source, entry] of entries) {
        if (entry.used) entry.used = false
        else {
          revoke(entry.url)
          entries.delete(source)
          revoked++
        }
      }
      if (entries.size === 0 && timer !== undefined) {
        clearInterval(timer)
        timer = undefined
      }
      return revoked
    },
    get size() {
      return entries.size
    },
    dispose() {
      for (const entry of entries.values()) revoke(entry.url)
      entries.clear()
      if (timer !== undefined) clearInterval(timer)
      timer = undefined
    },
  }
  return cache
}

/** The console's one cache of OS image icons. */
export const imageIcons: BlobUrlCache = createBlobUrlCache()

/**
 * The URL an OS image's icon is drawn with: bare base64 (as Warren sends it) or a data URL becomes a cached blob
 * URL, a URL stays itself, no icon stays none.
 */
export function imageIconUrl(icon: string | null | undefined): string | undefined {
  const src = imageIconSrc(icon)
  return src === undefined ? undefined : imageIcons.urlFor(src)
}
