/** A utilisation bar with its figures ("12 / 512 vCPU"), for hosts and pools. */
import { Flex, Progress, Text } from '@radix-ui/themes'

/** Props of {@link Usage}. */
export type UsageProps = { used: number; total: number; unit: string; label: string }

const count = new Intl.NumberFormat('en-GB')

/** How much of a host's or pool's capacity is held, as a bar (red from 90 %). */
export function Usage({ used, total, unit, label }: UsageProps) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0
  return (
    <Flex direction="column" gap="1" minWidth="120px">
      <Progress value={percent} aria-label={label} color={percent >= 90 ? 'red' : undefined} />
      <Text size="1" color="gray">
        {count.format(used)} / {count.format(total)} {unit}
      </Text>
    </Flex>
  )
}
