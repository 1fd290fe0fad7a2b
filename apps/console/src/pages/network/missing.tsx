/**
 * The missing-resource boundary of the network section's detail routes (SPEC §2, §8): 'This {object} is gone',
 * up to 30 ids that exist (each a link to its page in the same location) and 'Create new {object}'. Every
 * network kind uses it: `export const ErrorBoundary = networkMissingBoundary(loadBalancerKind)`; the loader
 * throws through `loadOrMissing` (app/missing-resource.ts).
 */
import { missingResourceBoundary } from '../../layout/route-errors'
import type { NetworkKind } from './kind'
import { networkResourcePath } from './paths'

/** The error boundary of a kind's detail route. */
export function networkMissingBoundary(kind: Pick<NetworkKind, 'kind' | 'object' | 'createPath'>) {
  return missingResourceBoundary({
    object: kind.object,
    createHref: kind.createPath,
    idHref: (id, params) => networkResourcePath(kind.kind, params.location ?? '', id),
  })
}
