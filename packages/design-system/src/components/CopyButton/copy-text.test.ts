import { describe, expect, it, vi } from 'vitest'
import { copyText } from './copy-text'

describe('copyText', () => {
  it('writes the text and reports success', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    await expect(copyText('10.0.0.5', { writeText })).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith('10.0.0.5')
  })

  it('reports a rejected write as a failure', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await expect(copyText('x', { writeText })).resolves.toBe('failed')
  })

  it('reports a missing Clipboard API (insecure origin) as a failure', async () => {
    await expect(copyText('x', undefined)).resolves.toBe('failed')
  })
})
