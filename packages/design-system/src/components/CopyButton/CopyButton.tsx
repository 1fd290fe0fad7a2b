import { useEffect, useState } from 'react'
import { Flex, IconButton, Text } from '@radix-ui/themes'
import { CheckIcon, CopyIcon } from '@radix-ui/react-icons'
import { copyText, type CopyResult } from './copy-text'
import type { CopyButtonSize, CopyButtonVariant } from './CopyButton.variants'

export type CopyButtonProps = {
  /** The text put on the clipboard. */
  text: string
  /** What is copied, for the accessible name "Copy {label}" (e.g. 'IP address'). */
  label: string
  /** @default '1' */
  size?: CopyButtonSize
  /** @default 'ghost' */
  variant?: CopyButtonVariant
  /** How long "Copied" (or "Copy failed") stays, in milliseconds. @default 2000 */
  feedbackMs?: number
  /** Called after every attempt with its outcome. */
  onCopy?: (result: CopyResult) => void
}

const feedbackText: Record<CopyResult, string> = { copied: 'Copied', failed: 'Copy failed' }

/**
 * An icon button that copies `text` with the Clipboard API and says "Copied" beside it. The feedback sits in a
 * status region so screen readers announce it too.
 */
export function CopyButton({
  text,
  label,
  size = '1',
  variant = 'ghost',
  feedbackMs = 2000,
  onCopy,
}: CopyButtonProps) {
  const [result, setResult] = useState<CopyResult | null>(null)

  useEffect(() => {
    if (!result) return
    const timer = setTimeout(() => setResult(null), feedbackMs)
    return () => clearTimeout(timer)
  }, [result, feedbackMs])

  async function copy() {
    const outcome = await copyText(text)
    setResult(outcome)
    onCopy?.(outcome)
  }

  return (
    <Flex as="span" display="inline-flex" align="center" gap="1">
      <IconButton
        type="button"
        size={size}
        variant={variant}
        color={result === 'copied' ? 'green' : 'gray'}
        aria-label={`Copy ${label}`}
        onClick={copy}
      >
        {result === 'copied' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      </IconButton>
      <Text as="span" size="1" role="status" color={result === 'failed' ? 'red' : 'green'} highContrast>
        {result ? feedbackText[result] : null}
      </Text>
    </Flex>
  )
}
