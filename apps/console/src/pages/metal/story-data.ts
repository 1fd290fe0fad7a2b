/** The bare-metal fixtures every metal story tells (the demo machine types, leases in each state). */
import { makeMetalLease, makeMetalOs, makeMetalType } from '@cirrus/domain/fixtures'

/** The three demo machine types in Tallinn; the large one is out of stock. */
export const metalTypes = [
  makeMetalType({ available: 4 }, 1),
  makeMetalType({ available: 2 }, 2),
  makeMetalType({ available: 0 }, 3),
]

/** The bare-metal OS images (`GET /metal/os`). */
export const metalImages = [
  makeMetalOs(
    {
      os_name: 'ubuntu',
      display_name: 'Ubuntu',
      versions: [{ os_version: '24.04', display_name: '24.04 LTS', published: true }],
    },
    1,
  ),
  makeMetalOs({}, 2),
]

/** An active lease of a medium machine. */
export const activeLease = makeMetalLease({ display_name: 'db-metal-1', status: 'active' }, 2)
/** A lease still provisioning. */
export const provisioningLease = makeMetalLease({ display_name: 'render-01', status: 'provisioning' }, 1)
/** A released lease. */
export const releasedLease = makeMetalLease({ display_name: 'old-build', status: 'released' }, 3)

/** Twelve leases: more than the 10 rows a table shows before "View all" (SPEC §9). */
export const manyLeases = Array.from({ length: 12 }, (_, i) =>
  makeMetalLease(
    { display_name: `metal-${String(i + 1).padStart(2, '0')}`, status: i === 0 ? 'provisioning' : 'active' },
    i + 1,
  ),
)
