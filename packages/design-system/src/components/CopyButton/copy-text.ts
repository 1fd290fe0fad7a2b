/** The part of the Clipboard API the copy button needs; tests and stories pass a stub. */
export type ClipboardWriter = Pick<Clipboard, 'writeText'>

/** Result of a copy: the button turns it into "Copied" or "Copy failed". */
export type CopyResult = 'copied' | 'failed'

/**
 * Writes `text` to the clipboard and reports the outcome instead of throwing: the Clipboard API is missing
 * on insecure origins (plain http) and rejects without permission, and a copy button must never crash a page.
 */
export async function copyText(
  text: string,
  clipboard: ClipboardWriter | undefined = globalThis.navigator?.clipboard,
): Promise<CopyResult> {
  if (!clipboard) return 'failed'
  try {
    await clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}
