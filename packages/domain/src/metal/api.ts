/**
 * The bare-metal calls (SPEC §2 /metal/…; CONTRACTS.md "Non-Warren endpoints": the reference platform's, in
 * Warren's conventions). The OS list is `image.listMetalOs()` (`GET /metal/os`, SPEC §7).
 */
import { metalRequests as r } from '../api-request/metal.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import {
  parseMetalLease,
  parseMetalType,
  type MetalLease,
  type MetalLeaseCreateInput,
  type MetalType,
} from './schema.js'

/** The bare-metal calls of one client; each sends the request its builder in `api-request/metal.ts` describes. */
export function metalApi(http: WarrenHttp) {
  const lease = (location: string) => (body: unknown) => parseMetalLease(body, location)

  return {
    /** `GET /{location}/metal/types`: machine types with their free stock. */
    types: (location: string, opts: CallOptions = {}): Promise<MetalType[]> =>
      http.send(
        r.types(location),
        opts,
        listOf((b) => parseMetalType(b, location)),
      ),

    /** `GET /{location}/metal/leases`: the caller's leases that are not released. */
    list: (location: string, opts: CallOptions = {}): Promise<MetalLease[]> =>
      http.send(r.list(location), opts, listOf(lease(location))),

    /** `GET /{location}/metal/lease/{uuid}`; unknown or foreign → 404 'Bare metal lease not found'. */
    get: (location: string, uuid: string, opts: CallOptions = {}): Promise<MetalLease> =>
      http.send(r.get(location, uuid), opts, lease(location)),

    /** `POST /{location}/metal/lease` (form) → 201 lease in `provisioning`; out of stock → 409. */
    create: (location: string, input: MetalLeaseCreateInput): Promise<MetalLease> =>
      http.send(r.create(location, input), {}, lease(location)),

    /** `DELETE /{location}/metal/lease/{uuid}` → the lease, `released`. */
    release: (location: string, uuid: string): Promise<MetalLease> =>
      http.send(r.release(location, uuid), {}, lease(location)),
  }
}

/** The bare-metal calls of a client. */
export type MetalApi = ReturnType<typeof metalApi>
