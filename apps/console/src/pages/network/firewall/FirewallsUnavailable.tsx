import { Box } from '@radix-ui/themes'
import { LockClosedIcon } from '@radix-ui/react-icons'
import { EmptyState, type RenderLink } from '@cirrus/design-system'

/**
 * What the firewall pages show when the platform turns firewalls off (SPEC §6 `firewallEnabled`: the lists are
 * empty and the kind hidden; a bookmarked page says why instead of failing).
 */
export function FirewallsUnavailable({ renderLink }: { renderLink?: RenderLink }) {
  return (
    <Box p="5">
      <EmptyState
        icon={<LockClosedIcon width="20" height="20" />}
        title="Firewalls are not available"
        description="This platform has firewalls turned off. Ask its operator if you need them."
        actionLabel="Go to dashboard"
        actionHref="/"
        renderLink={renderLink}
      />
    </Box>
  )
}
