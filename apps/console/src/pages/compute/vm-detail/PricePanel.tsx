import { Flex, Text } from '@radix-ui/themes'
import { DataTable, Price, SkeletonText } from '@cirrus/design-system'
import type { PriceBreakdown } from '@cirrus/domain'
import { displayAmount } from '../../../app/money'
import { Section } from '../../../components/Section'

/** The VM's hourly price by component and its total (SPEC §9); a stopped VM pays for its disks only. */
export function PricePanel({
  breakdown,
  stopped,
}: {
  breakdown: PriceBreakdown | undefined
  stopped: boolean
}) {
  return (
    <Section title="Price">
      <PriceBreakdownTable breakdown={breakdown} stopped={stopped} />
    </Section>
  )
}

function PriceBreakdownTable({
  breakdown,
  stopped,
}: {
  breakdown: PriceBreakdown | undefined
  stopped: boolean
}) {
  if (!breakdown) return <SkeletonText lines={4} label="Loading prices" />
  const currency = breakdown.currency || 'EUR'
  return (
    <Flex direction="column" gap="3">
      <DataTable
        label="Price breakdown"
        rows={breakdown.lines}
        getRowId={(l) => l.component}
        columns={[
          { id: 'component', header: 'Component', primary: true, cell: (l) => l.label },
          {
            id: 'quantity',
            header: 'Quantity',
            numeric: true,
            cell: (l) => `${Number(l.quantity.toFixed(2))} ${l.unit}`,
          },
          {
            id: 'price',
            header: 'Per hour',
            numeric: true,
            cell: (l) => (
              <Price
                amount={displayAmount(l.price)}
                currency={currency}
                showMonthly={false}
                size="1"
                align="right"
              />
            ),
          },
        ]}
      />
      <Flex justify="between" align="start" gap="3">
        <Text size="2" weight="medium">
          Total
        </Text>
        <Price amount={displayAmount(breakdown.total)} currency={currency} align="right" />
      </Flex>
      {stopped && (
        <Text size="1" color="gray">
          A stopped VM costs nothing for CPU and RAM; its disks are still billed.
        </Text>
      )}
    </Flex>
  )
}
