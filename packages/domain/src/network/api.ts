/** Calls on `/{location}/network/network…` (SPEC §7 VPC networks; API-NOTES §5). */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { seg } from '../http/encode.js'
import { parseNetwork, type Network, type NetworkCreateInput, type NetworkUpdateInput } from './schema.js'

/** The VPC network calls of one client. */
export function networkApi(http: WarrenHttp) {
  const net = (location: string) => `${seg(location)}/network/network`
  const one = (location: string) => (body: unknown) => parseNetwork(body, location)

  return {
    /** `GET /{location}/network/networks`. */
    list: (location: string, opts: CallOptions = {}): Promise<Network[]> =>
      http.request('GET', `${seg(location)}/network/networks`, { ...opts }, listOf(one(location))),

    /** `GET /{location}/network/network/{uuid}`; unknown → 400 'Network UUID is invalid.' (not found). */
    get: (location: string, uuid: string, opts: CallOptions = {}): Promise<Network> =>
      http.request('GET', `${net(location)}/${seg(uuid)}`, { ...opts }, one(location)),

    /** `POST /{location}/network/network?name=…`: the name goes in the query (API-NOTES §1.3). */
    create: (location: string, input: NetworkCreateInput): Promise<Network> =>
      http.request('POST', net(location), { query: { name: input.name } }, one(location)),

    /** `PATCH /{location}/network/network/{uuid}` (JSON `{name}`). */
    update: (location: string, uuid: string, input: NetworkUpdateInput): Promise<Network> =>
      http.request('PATCH', `${net(location)}/${seg(uuid)}`, { json: { name: input.name } }, one(location)),

    /** `DELETE /{location}/network/network/{uuid}`. */
    delete: (location: string, uuid: string): Promise<void> =>
      http.request('DELETE', `${net(location)}/${seg(uuid)}`),

    /** `PUT /{location}/network/network/{uuid}/default`. */
    setDefault: (location: string, uuid: string): Promise<Network> =>
      http.request('PUT', `${net(location)}/${seg(uuid)}/default`, {}, one(location)),
  }
}

/** The VPC network calls of a client. */
export type NetworkApi = ReturnType<typeof networkApi>
