/**
 * Calls on `/{location}/network/network…` (SPEC §7 VPC networks; API-NOTES §5). Each call sends the request
 * its builder in `api-request/network.ts` describes (what "Show API request" shows).
 */
import { networkRequests as r } from '../api-request/network.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { parseNetwork, type Network, type NetworkCreateInput, type NetworkUpdateInput } from './schema.js'

/** The VPC network calls of one client. */
export function networkApi(http: WarrenHttp) {
  const one = (location: string) => (body: unknown) => parseNetwork(body, location)

  return {
    /** `GET /{location}/network/networks`. */
    list: (location: string, opts: CallOptions = {}): Promise<Network[]> =>
      http.send(r.list(location), opts, listOf(one(location))),

    /** `GET /{location}/network/network/{uuid}`; unknown → 400 'Network UUID is invalid.' (not found). */
    get: (location: string, uuid: string, opts: CallOptions = {}): Promise<Network> =>
      http.send(r.get(location, uuid), opts, one(location)),

    /** `POST /{location}/network/network?name=…`: the name goes in the query (API-NOTES §1.3). */
    create: (location: string, input: NetworkCreateInput): Promise<Network> =>
      http.send(r.create(location, input), {}, one(location)),

    /** `PATCH /{location}/network/network/{uuid}` (JSON `{name}`). */
    update: (location: string, uuid: string, input: NetworkUpdateInput): Promise<Network> =>
      http.send(r.update(location, uuid, input), {}, one(location)),

    /** `DELETE /{location}/network/network/{uuid}`. */
    delete: (location: string, uuid: string): Promise<void> => http.send(r.delete(location, uuid)),

    /** `PUT /{location}/network/network/{uuid}/default`. */
    setDefault: (location: string, uuid: string): Promise<Network> =>
      http.send(r.setDefault(location, uuid), {}, one(location)),
  }
}

/** The VPC network calls of a client. */
export type NetworkApi = ReturnType<typeof networkApi>
