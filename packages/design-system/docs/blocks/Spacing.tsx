/** The Spacing page's block (docs/foundations/Spacing.mdx). */
import { TokenTable, range } from './shared'

/** `--space-1…9`: the only gaps, paddings and margins components use. */
export function SpacingScale() {
  return (
    <TokenTable
      label="Spacing"
      names={range('--space-', 9)}
      sample={(name) => (
        <div style={{ width: `var(${name})`, height: 12, background: 'var(--accent-9)', borderRadius: 2 }} />
      )}
    />
  )
}
