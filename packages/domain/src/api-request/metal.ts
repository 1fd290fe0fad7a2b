/**
 * The bare-metal calls as {@link ApiRequest}s (CONTRACTS.md "Non-Warren endpoints": the reference platform's, in
 * Warren's conventions): `/{location}/metal/…`, forms.
 */
import { seg } from '../http/encode.js'
import type { MetalLeaseCreateInput } from '../metal/schema.js'
import { formOf, type ApiRequest } from './request.js'

const metal = (location: string) => `/v1/${seg(location)}/metal`
const oneLease = (location: string, uuid: string) => `${metal(location)}/lease/${seg(uuid)}`

/** Builders of the bare-metal calls; the names are the client's (`warren.metal.create` sends `metalRequests.create`). */
export const metalRequests = {
  /** `GET /{location}/metal/types`. */
  types: (location: string): ApiRequest => ({ method: 'GET', path: `${metal(location)}/types` }),
  /** `GET /{location}/metal/leases`. */
  list: (location: string): ApiRequest => ({ method: 'GET', path: `${metal(location)}/leases` }),
  /** `GET /{location}/metal/lease/{uuid}`. */
  get: (location: string, uuid: string): ApiRequest => ({ method: 'GET', path: oneLease(location, uuid) }),
  /** `POST /{location}/metal/lease` (form). */
  create: (location: string, input: MetalLeaseCreateInput): ApiRequest => ({
    method: 'POST',
    path: `${metal(location)}/lease`,
    body: formOf(input),
    // The shown command never prints the password: it reads $SERVER_PASSWORD.
    ...(input.password ? { secrets: { password: 'SERVER_PASSWORD' } } : {}),
  }),
  /** `DELETE /{location}/metal/lease/{uuid}`. */
  release: (location: string, uuid: string): ApiRequest => ({
    method: 'DELETE',
    path: oneLease(location, uuid),
  }),
}
