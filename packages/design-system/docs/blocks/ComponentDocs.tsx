/**
 * Blocks of the component docs pages (issue 16): a live gallery of a component's variants, driven by the values
 * its `.variants.ts` exports, and do/don't pairs rendered with the real component.
 */
import { useMemo, type ComponentProps, type ReactNode } from 'react'
import { composeStory } from '@storybook/react-vite'
import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons'
import { Box, Code, Flex, Grid, Text } from '@radix-ui/themes'
import { CirrusTheme } from '../../src/theme'

type StoryExport = Parameters<typeof composeStory>[0]
type MetaExport = Parameters<typeof composeStory>[1]

/**
 * Every value of a variant list (e.g. `statusBadgeSizes` from `StatusBadge.variants.ts`), each captioned with
 * the prop and value, in a light and a dark theme. Either `of` + `meta` (a story of the component: it is drawn
 * with its args and `prop` set to each value, so no example code is repeated) or `render(value)`.
 */
export function Variants<T extends string | number>({
  prop,
  values,
  of,
  meta,
  render,
}: {
  /** The prop the values are for, shown in each caption (`size="2"`). */
  prop: string
  /** The list from the component's `.variants.ts`. */
  values: readonly T[]
  /** A story whose args are the starting point (`Stories.Default`) and its file's default export. */
  of?: StoryExport
  meta?: MetaExport
  render?: (value: T) => ReactNode
}) {
  const Composed = useMemo(() => (of && meta ? composeStory(of, meta, {}) : null), [of, meta])
  const draw = (value: T): ReactNode => {
    if (render) return render(value)
    if (!Composed) return null
    const props = { [prop]: value } as ComponentProps<typeof Composed>
    return <Composed {...props} />
  }
  return (
    <Grid className="sb-unstyled" columns={{ initial: '1', md: '2' }} gap="3" my="3">
      {(['light', 'dark'] as const).map((appearance) => (
        <CirrusTheme key={appearance} appearance={appearance}>
          <Flex
            direction="column"
            gap="3"
            p="3"
            style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}
          >
            {values.map((value) => (
              <Flex key={String(value)} direction="column" gap="1">
                <Code variant="ghost" color="gray" size="1">
                  {prop}=&quot;{String(value)}&quot;{appearance === 'dark' ? ' · dark' : ''}
                </Code>
                <Box>{draw(value)}</Box>
              </Flex>
            ))}
          </Flex>
        </CirrusTheme>
      ))}
    </Grid>
  )
}

/** Text with `code` spans, as the docs pages write a do/don't: backticks become `Code`. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) =>
    i % 2 === 1 ? (
      <Code key={i} variant="ghost">
        {part}
      </Code>
    ) : (
      part
    ),
  )
}

/** A do/don't pair: the right way beside the wrong one. */
export function DoDont({ good, bad }: { good: string; bad: string }) {
  return (
    <CirrusTheme appearance="light" hasBackground={false}>
      <Grid className="sb-unstyled" columns={{ initial: '1', sm: '2' }} gap="3" my="3">
        <Example tone="green" title="Do" text={withCode(good)} />
        <Example tone="red" title="Don't" text={withCode(bad)} />
      </Grid>
    </CirrusTheme>
  )
}

function Example({ tone, title, text }: { tone: 'green' | 'red'; title: string; text: ReactNode }) {
  const Icon = tone === 'green' ? CheckCircledIcon : CrossCircledIcon
  return (
    <Flex
      gap="2"
      p="3"
      align="start"
      style={{
        borderTop: `3px solid var(--${tone}-9)`,
        background: `var(--${tone}-2)`,
        borderRadius: 'var(--radius-3)',
      }}
    >
      <Text color={tone} size="2" weight="bold">
        <Flex gap="1" align="center">
          <Icon aria-hidden />
          {title}
        </Flex>
      </Text>
      <Text size="2">{text}</Text>
    </Flex>
  )
}
