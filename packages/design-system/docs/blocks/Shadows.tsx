/** The Shadows page's block (docs/foundations/Shadows.mdx). */
import { Code, Flex } from '@radix-ui/themes'
import { InBothAppearances, range } from './shared'

/** `--shadow-1…6` in both appearances (dark shadows are drawn differently). */
export function ShadowScale() {
  return (
    <InBothAppearances>
      {() => (
        <Flex gap="4" wrap="wrap" p="2">
          {range('--shadow-', 6).map((name) => (
            <Flex
              key={name}
              align="center"
              justify="center"
              style={{
                width: 96,
                height: 64,
                boxShadow: `var(${name})`,
                borderRadius: 'var(--radius-3)',
                background: 'var(--color-panel-solid)',
              }}
            >
              <Code variant="ghost" size="1">
                {name}
              </Code>
            </Flex>
          ))}
        </Flex>
      )}
    </InBothAppearances>
  )
}
