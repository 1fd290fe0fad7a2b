/** The Typography page's blocks (docs/foundations/Typography.mdx): the type scale and the font tokens. */
import { InBothAppearances, TokenTable, range } from './shared'

/** Radix Themes' type scale as Cirrus sets it (Inter, `--font-size-1…9` with their line heights). */
export function TypeScale() {
  return (
    <InBothAppearances>
      {() => (
        <TokenTable
          label="Font sizes"
          names={range('--font-size-', 9)}
          sample={(name) => (
            <span
              style={{
                fontSize: `var(${name})`,
                lineHeight: `var(${name.replace('font-size', 'line-height')})`,
              }}
            >
              Cirrus
            </span>
          )}
        />
      )}
    </InBothAppearances>
  )
}

/** The font families and weights in use. */
export function FontTokens() {
  const names = [
    '--default-font-family',
    '--heading-font-family',
    '--code-font-family',
    '--font-weight-light',
    '--font-weight-regular',
    '--font-weight-medium',
    '--font-weight-bold',
  ]
  return (
    <InBothAppearances>
      {() => (
        <TokenTable
          label="Font families and weights"
          names={names}
          sample={(name) =>
            name.includes('weight') ? (
              <span style={{ fontWeight: `var(${name})` }}>Virtual machines</span>
            ) : (
              <span style={{ fontFamily: `var(${name})` }}>web-01 · 10.0.0.4</span>
            )
          }
        />
      )}
    </InBothAppearances>
  )
}
