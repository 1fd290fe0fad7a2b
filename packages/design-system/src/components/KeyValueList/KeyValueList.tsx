import type { ReactNode } from 'react'
import { DataList, Flex, Text, VisuallyHidden } from '@radix-ui/themes'
import { CopyButton } from '../CopyButton'
import { SkeletonBlock } from '../Skeletons'
import { isEmptyValue } from './values'
import type { KeyValueListOrientation, KeyValueListSize } from './KeyValueList.variants'

/** One fact: a label and its value. */
export type KeyValueItem = {
  /** The label (rendered as the term); also names the copy button: "Copy {label}". */
  label: string
  /** The value. Empty values (null, '', []) print a dash and "Not set" for screen readers. */
  value: ReactNode
  /** When given, a copy button beside the value puts this text on the clipboard (IDs, IP addresses). */
  copyText?: string
  /** Stable React key when two labels are equal. @default label */
  id?: string
}

export type KeyValueListProps = {
  /** The facts, in display order. */
  items: readonly KeyValueItem[]
  /**
   * Labels beside or above values. Responsive by default: stacked below the xs breakpoint (520 px, SPEC §2).
   * @default { initial: 'vertical', xs: 'horizontal' }
   */
  orientation?: KeyValueListOrientation | { initial: KeyValueListOrientation; xs?: KeyValueListOrientation }
  /** @default '2' */
  size?: KeyValueListSize
  /** Minimum width of the label column in horizontal orientation. @default '160px' */
  labelWidth?: string
  /** Show the labels with placeholder values while the data loads. @default false */
  loading?: boolean
  /** Shown when there are no items. @default 'No details' */
  emptyText?: string
}

/**
 * Key facts as a definition list (Radix DataList): the detail-page shape of STYLE.md "Look and feel".
 * Values may be any node (a StatusBadge, a Price, a link); identifiers get an optional copy button.
 */
export function KeyValueList({
  items,
  orientation = { initial: 'vertical', xs: 'horizontal' },
  size = '2',
  labelWidth = '160px',
  loading = false,
  emptyText = 'No details',
}: KeyValueListProps) {
  if (items.length === 0 && !loading) {
    return (
      <Text as="p" size={size} color="gray">
        {emptyText}
      </Text>
    )
  }
  return (
    <DataList.Root orientation={orientation} size={size} aria-busy={loading || undefined}>
      {items.map((item, index) => (
        <DataList.Item key={item.id ?? item.label}>
          <DataList.Label minWidth={labelWidth}>{item.label}</DataList.Label>
          <DataList.Value style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {loading ? <LoadingValue index={index} /> : <ItemValue item={item} />}
          </DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

const loadingWidths = ['14em', '9em', '12em', '7em']

/** A placeholder value; the first one tells screen readers the list is loading. */
function LoadingValue({ index }: { index: number }) {
  return (
    <Flex align="center" height="var(--line-height)" width="100%">
      {index === 0 && <VisuallyHidden>Loading</VisuallyHidden>}
      <SkeletonBlock width={loadingWidths[index % loadingWidths.length]} height="0.75em" />
    </Flex>
  )
}

function ItemValue({ item }: { item: KeyValueItem }) {
  if (isEmptyValue(item.value)) {
    return (
      <Text color="gray">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>Not set</VisuallyHidden>
      </Text>
    )
  }
  if (item.copyText === undefined) return item.value
  return (
    <Flex align="center" gap="2" minWidth="0">
      <span style={{ minWidth: 0 }}>{item.value}</span>
      <CopyButton text={item.copyText} label={item.label} />
    </Flex>
  )
}
