/** The Icons page's block (docs/foundations/Icons.mdx): every icon the design system and the apps import. */
import type { ReactNode } from 'react'
import * as Icons from '@radix-ui/react-icons'
import { Flex, Grid, Text } from '@radix-ui/themes'
import { InBothAppearances } from './shared'

/** Names of the @radix-ui/react-icons the apps and the design system import, read from their source. */
const sources = import.meta.glob(
  ['../../src/**/*.tsx', '../../../../apps/*/src/**/*.tsx', '../../../app-kit/src/**/*.tsx'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>

export function usedIconNames(files: Record<string, string> = sources): string[] {
  const names = new Set<string>()
  for (const text of Object.values(files)) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/react-icons'/g)) {
      for (const name of match[1]!.split(',')) {
        const trimmed = name
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim()
        if (trimmed) names.add(trimmed)
      }
    }
  }
  return [...names].sort()
}

/** Every icon in use, drawn from @radix-ui/react-icons at 15 px, in both appearances. */
export function IconGallery() {
  const names = usedIconNames().filter((n) => n in Icons)
  const icons = Icons as unknown as Record<string, (props: { 'aria-hidden': boolean }) => ReactNode>
  return (
    <>
      <Text as="p" size="2" color="gray">
        {names.length} icons in use.
      </Text>
      <InBothAppearances>
        {() => (
          <Grid columns={{ initial: '2', sm: '3' }} gap="2">
            {names.map((name) => {
              const Icon = icons[name]!
              return (
                <Flex key={name} gap="2" align="center">
                  <Icon aria-hidden />
                  <Text size="1">{name}</Text>
                </Flex>
              )
            })}
          </Grid>
        )}
      </InBothAppearances>
    </>
  )
}
