import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { Price } from '@cirrus/design-system'
import type { PriceBreakdown, VmImage } from '@cirrus/domain'
import { displayAmount } from '../../../app/money'
import type { VmCreateForm } from '../../../forms/vm-create'

/** The sticky summary: what is chosen, the hourly price (updating on every choice) and the create button. */
export function SummaryCard({
  values,
  image,
  breakdown,
  currency,
  submitting,
}: {
  /** The form's current values. */
  values: VmCreateForm
  /** The chosen OS image, if any. */
  image: VmImage | undefined
  /** The price of what is chosen; undefined while the price list loads. */
  breakdown: PriceBreakdown | undefined
  /** The currency shown. */
  currency: string
  /** True while the platform creates the VM. */
  submitting: boolean
}) {
  return (
    <Box flexGrow="1" flexBasis="260px" style={{ position: 'sticky', top: 16 }}>
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Summary
          </Heading>
          <Text size="2" color="gray">
            {values.vcpu} vCPU · {values.ramGb} GB RAM · {values.diskGb} GB disk
            {image ? ` · ${image.display_name} ${values.osVersion}` : ''}
          </Text>
          <Box aria-live="polite">
            <Price amount={breakdown ? displayAmount(breakdown.total) : null} currency={currency} size="3" />
          </Box>
          <Button type="submit" size="3" loading={submitting}>
            Create VM
          </Button>
          {submitting && (
            <Text size="1" color="gray">
              The platform is creating the VM. This can take a few minutes; you can keep working meanwhile.
            </Text>
          )}
        </Flex>
      </Card>
    </Box>
  )
}
