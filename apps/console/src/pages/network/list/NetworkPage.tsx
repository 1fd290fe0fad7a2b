/** /network: the network section's overview — the current location's resources of every kind. */
import { Box } from '@radix-ui/themes'
import { useCurrentLocation } from '../../../app/locations'
import { NetworkResources } from './NetworkResources'

/** The network section. */
export default function NetworkPage() {
  const { current } = useCurrentLocation()
  return (
    <Box maxWidth="900px" height="100%">
      <NetworkResources location={current?.slug ?? null} headingLevel={1} />
    </Box>
  )
}
