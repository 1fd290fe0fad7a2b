/** Calls on `/{location}/network/ip_addresses` (SPEC §7 IP addresses). JSON bodies (API-NOTES §1.3, §4). */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { compact, seg } from '../http/encode.js'
import {
  parseIp,
  type Ip,
  type IpAssignInput,
  type IpCreateInput,
  type IpListQuery,
  type IpUpdateInput,
} from './schema.js'

/** The floating IP calls of one client. IPs are addressed by `address`, not uuid. */
export function ipApi(http: WarrenHttp) {
  const ips = (location: string) => `${seg(location)}/network/ip_addresses`
  const at = (location: string, address: string) => `${ips(location)}/${seg(address)}`
  const one = (location: string) => (body: unknown) => parseIp(body, location)

  return {
    /** `GET /{location}/network/ip_addresses` (filters billing_account_id, vm_uuid). */
    list: (location: string, query: IpListQuery = {}, opts: CallOptions = {}): Promise<Ip[]> =>
      http.request('GET', ips(location), { query, ...opts }, listOf(one(location))),

    /** `GET /{location}/network/ip_addresses/{address}`. */
    get: (location: string, address: string, opts: CallOptions = {}): Promise<Ip> =>
      http.request('GET', at(location, address), { ...opts }, one(location)),

    /** `POST /{location}/network/ip_addresses` (JSON). */
    create: (location: string, input: IpCreateInput): Promise<Ip> =>
      http.request('POST', ips(location), { json: compact(input) }, one(location)),

    /** `PATCH /{location}/network/ip_addresses/{address}` (JSON). */
    update: (location: string, address: string, input: IpUpdateInput): Promise<Ip> =>
      http.request('PATCH', at(location, address), { json: compact(input) }, one(location)),

    /** `POST …/{address}/assign` (JSON: vm_uuid, or assigned_to + type; optional private_ip). */
    assign: (location: string, address: string, input: IpAssignInput): Promise<Ip> =>
      http.request('POST', `${at(location, address)}/assign`, { json: compact(input) }, one(location)),

    /** `POST …/{address}/unassign` (JSON `{}`). */
    unassign: (location: string, address: string): Promise<Ip> =>
      http.request('POST', `${at(location, address)}/unassign`, { json: {} }, one(location)),

    /** `DELETE …/{address}`; Warren answers the literal body `true`. */
    delete: (location: string, address: string): Promise<void> =>
      http.request('DELETE', at(location, address)),
  }
}

/** The floating IP calls of a client. */
export type IpApi = ReturnType<typeof ipApi>
