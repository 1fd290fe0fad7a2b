/**
 * Calls on `/{location}/network/ip_addresses` (SPEC §7 IP addresses). JSON bodies (API-NOTES §1.3, §4). Each
 * call sends the request its builder in `api-request/ip.ts` describes (what "Show API request" shows).
 */
import { ipRequests as r } from '../api-request/ip.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { BillingAccountIdSchema } from '../http/fields.js'
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
  const one = (location: string) => (body: unknown) => parseIp(body, location)

  return {
    /** `GET /{location}/network/ip_addresses` (filters billing_account_id, vm_uuid). */
    list: (location: string, query: IpListQuery = {}, opts: CallOptions = {}): Promise<Ip[]> =>
      http.send(r.list(location, query), opts, listOf(one(location))),

    /** `GET /{location}/network/ip_addresses/{address}`. */
    get: (location: string, address: string, opts: CallOptions = {}): Promise<Ip> =>
      http.send(r.get(location, address), opts, one(location)),

    /** `POST /{location}/network/ip_addresses` (JSON). */
    create: (location: string, input: IpCreateInput): Promise<Ip> =>
      http.send(r.create(location, input), {}, one(location)),

    /** `PATCH /{location}/network/ip_addresses/{address}` (JSON). */
    update: (location: string, address: string, input: IpUpdateInput): Promise<Ip> =>
      http.send(r.update(location, address, input), {}, one(location)),

    /** `PATCH /{location}/network/ip_addresses/{address}` (JSON `{billing_account_id}`): moves the address. */
    setBillingAccount: (location: string, address: string, billingAccountId: number): Promise<Ip> =>
      http.send(
        r.setBillingAccount(location, address, BillingAccountIdSchema.parse(billingAccountId)),
        {},
        one(location),
      ),

    /** `POST …/{address}/assign` (JSON: vm_uuid, or assigned_to + type; optional private_ip). */
    assign: (location: string, address: string, input: IpAssignInput): Promise<Ip> =>
      http.send(r.assign(location, address, input), {}, one(location)),

    /** `POST …/{address}/unassign` (JSON `{}`). */
    unassign: (location: string, address: string): Promise<Ip> =>
      http.send(r.unassign(location, address), {}, one(location)),

    /** `DELETE …/{address}`; Warren answers the literal body `true`. */
    delete: (location: string, address: string): Promise<void> => http.send(r.delete(location, address)),
  }
}

/** The floating IP calls of a client. */
export type IpApi = ReturnType<typeof ipApi>
