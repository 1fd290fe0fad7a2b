/** The VPC network calls of SPEC §7 as {@link ApiRequest}s: `/{location}/network/network…` (API-NOTES §5). */
import { seg } from '../http/encode.js'
import type { NetworkCreateInput, NetworkUpdateInput } from '../network/schema.js'
import { jsonOf, queryOf, type ApiRequest } from './request.js'

const net = (location: string) => `/v1/${seg(location)}/network/network`
const oneNet = (location: string, uuid: string) => `${net(location)}/${seg(uuid)}`

/** Builders of the VPC network calls; the names are the client's (`warren.network.create`). */
export const networkRequests = {
  /** `GET /{location}/network/networks`. */
  list: (location: string): ApiRequest => ({ method: 'GET', path: `/v1/${seg(location)}/network/networks` }),
  /** `GET /{location}/network/network/{uuid}`. */
  get: (location: string, uuid: string): ApiRequest => ({ method: 'GET', path: oneNet(location, uuid) }),
  /** `POST /{location}/network/network?name=…`: the name goes in the query (API-NOTES §1.3). */
  create: (location: string, input: NetworkCreateInput): ApiRequest => ({
    method: 'POST',
    path: net(location),
    query: queryOf({ name: input.name }),
  }),
  /** `PATCH /{location}/network/network/{uuid}` (JSON `{name}`). */
  update: (location: string, uuid: string, input: NetworkUpdateInput): ApiRequest => ({
    method: 'PATCH',
    path: oneNet(location, uuid),
    body: jsonOf({ name: input.name }),
    encoding: 'json',
  }),
  /** `DELETE /{location}/network/network/{uuid}`. */
  delete: (location: string, uuid: string): ApiRequest => ({
    method: 'DELETE',
    path: oneNet(location, uuid),
  }),
  /** `PUT /{location}/network/network/{uuid}/default`. */
  setDefault: (location: string, uuid: string): ApiRequest => ({
    method: 'PUT',
    path: `${oneNet(location, uuid)}/default`,
  }),
}
