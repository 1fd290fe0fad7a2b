/** The Colour page's blocks (docs/foundations/Colour.mdx): each scale measured in both appearances, with the WCAG contrast of its text steps. */
import { Grid, Table, Text } from '@radix-ui/themes'
import { contrastLevel, contrastRatio, formatRatio } from './contrast'
import { InBothAppearances, toRgb, useTokens } from './shared'

const steps = Array.from({ length: 12 }, (_, i) => i + 1)

/** What each Radix step is for (https://www.radix-ui.com/colors/docs/palette-composition/understanding-the-scale). */
const stepUse: Record<number, string> = {
  1: 'App background',
  2: 'Subtle background',
  3: 'Element background',
  4: 'Hovered element',
  5: 'Active element',
  6: 'Subtle border',
  7: 'Border',
  8: 'Strong border, focus',
  9: 'Solid background',
  10: 'Hovered solid',
  11: 'Low-contrast text',
  12: 'High-contrast text',
}

/**
 * One Radix scale (`accent`, `gray`, `red`…) in both appearances: the 12 steps with their resolved colours,
 * and the WCAG contrast of the text steps (11, 12) on the backgrounds (1, 2, 3) and of white/contrast text on 9.
 */
export function ColorScale({ scale }: { scale: string }) {
  return <InBothAppearances>{() => <ScaleSwatches scale={scale} />}</InBothAppearances>
}

function ScaleSwatches({ scale }: { scale: string }) {
  const names = [...steps.map((s) => `--${scale}-${s}`), `--${scale}-contrast`]
  const { ref, values } = useTokens(names)
  const rgb = (name: string) => (values[name] ? toRgb(values[name]!) : null)
  const pairs: Array<[string, string, string]> = [
    [`--${scale}-12`, `--${scale}-1`, 'Text 12 on 1'],
    [`--${scale}-11`, `--${scale}-1`, 'Text 11 on 1'],
    [`--${scale}-11`, `--${scale}-2`, 'Text 11 on 2'],
    [`--${scale}-11`, `--${scale}-3`, 'Text 11 on 3'],
    [`--${scale}-contrast`, `--${scale}-9`, 'Contrast text on 9'],
    [`--${scale}-8`, `--${scale}-1`, 'Border 8 on 1 (UI part)'],
  ]
  return (
    <div ref={ref}>
      <Grid columns="12" gap="1" aria-label={`${scale} scale`} role="list">
        {steps.map((s) => (
          <div key={s} role="listitem" title={`${stepUse[s]}: ${values[`--${scale}-${s}`] ?? ''}`}>
            <div
              style={{ background: `var(--${scale}-${s})`, height: 40, borderRadius: 'var(--radius-2)' }}
            />
            <Text as="div" size="1" align="center" color="gray">
              {s}
            </Text>
          </div>
        ))}
      </Grid>
      <Table.Root size="1" mt="2" aria-label={`${scale} contrast`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Pair</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Sample</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Ratio</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>WCAG</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pairs.map(([fg, bg, label]) => {
            const a = rgb(fg)
            const b = rgb(bg)
            const ratio = a && b ? contrastRatio(a, b) : null
            return (
              <Table.Row key={label}>
                <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
                <Table.Cell>
                  <span style={{ color: `var(${fg})`, background: `var(${bg})`, padding: '0 6px' }}>
                    Aa 123
                  </span>
                </Table.Cell>
                <Table.Cell justify="end" className="cirrus-tabular">
                  {ratio ? formatRatio(ratio) : '…'}
                </Table.Cell>
                <Table.Cell>{ratio ? contrastLevel(ratio) : '…'}</Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </div>
  )
}

/** Step names and uses, once (the same for every scale). */
export function ScaleSteps() {
  return (
    <Table.Root className="sb-unstyled" size="1" aria-label="Radix scale steps">
      <Table.Body>
        {steps.map((s) => (
          <Table.Row key={s}>
            <Table.RowHeaderCell>{s}</Table.RowHeaderCell>
            <Table.Cell>{stepUse[s]}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
