/** The floating IP calls of SPEC §7 as {@link ApiRequest}s: `/{location}/network/ip_addresses`, JSON (API-NOTES §4). */
import { seg } from '../http/encode.js'
import type { IpAssignInput, IpCreateInput, IpUpdateInput } from '../ip/schema.js'
import { firstLoadRequests } from './first-load.js'
import { jsonOf, type ApiRequest } from './request.js'

const ips = (location: string) => `/v1/${seg(location)}/network/ip_addresses`
const at = (location: string, address: string) => `${ips(location)}/${seg(address)}`

/** Builders of the floating IP calls (addressed by `address`); the names are the client's. */
export const ipRequests = {
  /** `GET /{location}/network/ip_addresses` (filters billing_account_id, vm_uuid). */
  list: firstLoadRequests['ip.list'],
  /** `GET /{location}/network/ip_addresses/{address}`. */
  get: (location: string, address: string): ApiRequest => ({ method: 'GET', path: at(location, address) }),
  /** `POST /{location}/network/ip_addresses` (JSON). */
  create: (location: string, input: IpCreateInput): ApiRequest => ({
    method: 'POST',
    path: ips(location),
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `PATCH /{location}/network/ip_addresses/{address}` (JSON). */
  update: (location: string, address: string, input: IpUpdateInput): ApiRequest => ({
    method: 'PATCH',
    path: at(location, address),
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `PATCH /{location}/network/ip_addresses/{address}` (JSON `{billing_account_id}` only): moves the address. */
  setBillingAccount: (location: string, address: string, billingAccountId: number): ApiRequest => ({
    method: 'PATCH',
    path: at(location, address),
    body: { billing_account_id: billingAccountId },
    encoding: 'json',
  }),
  /** `POST …/{address}/assign` (JSON: vm_uuid, or assigned_to + type; optional private_ip). */
  assign: (location: string, address: string, input: IpAssignInput): ApiRequest => ({
    method: 'POST',
    path: `${at(location, address)}/assign`,
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `POST …/{address}/unassign` (JSON `{}`). */
  unassign: (location: string, address: string): ApiRequest => ({
    method: 'POST',
    path: `${at(location, address)}/unassign`,
    body: {},
    encoding: 'json',
  }),
  /** `DELETE …/{address}`. */
  delete: (location: string, address: string): ApiRequest => ({
    method: 'DELETE',
    path: at(location, address),
  }),
}
