/** The Radius page's block (docs/foundations/Radius.mdx). */
import { TokenTable, range } from './shared'

/** `--radius-1…6` and `--radius-full`, at Cirrus's `radius="medium"`. */
export function RadiusScale() {
  return (
    <TokenTable
      label="Radius"
      names={[...range('--radius-', 6), '--radius-full']}
      sample={(name) => (
        <div
          style={{
            width: 48,
            height: 32,
            borderRadius: `var(${name})`,
            background: 'var(--accent-3)',
            border: '1px solid var(--accent-8)',
          }}
        />
      )}
    />
  )
}
