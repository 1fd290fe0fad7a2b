/** The firewall calls of SPEC §7 as {@link ApiRequest}s: `/{location}/network/firewalls`, JSON (API-NOTES §6). */
import { compact, seg } from '../http/encode.js'
import type { FirewallCreateInput, FirewallUpdateInput } from '../firewall/schema.js'
import type { ApiRequest } from './request.js'

const fws = (location: string) => `/v1/${seg(location)}/network/firewalls`
const oneFw = (location: string, uuid: string) => `${fws(location)}/${seg(uuid)}`
const body = (input: FirewallCreateInput | FirewallUpdateInput) =>
  compact({ ...input, rules: input.rules.map(compact) }) as Record<string, unknown>

/** Builders of the firewall calls; the names are the client's (`warren.firewall.create`). */
export const firewallRequests = {
  /** `GET /{location}/network/firewalls`. */
  list: (location: string): ApiRequest => ({ method: 'GET', path: fws(location) }),
  /** `POST /{location}/network/firewalls` (JSON). */
  create: (location: string, input: FirewallCreateInput): ApiRequest => ({
    method: 'POST',
    path: fws(location),
    body: body(input),
    encoding: 'json',
  }),
  /** `PUT /{location}/network/firewalls/{uuid}` (JSON `{name, description, rules}`): a full replace. */
  update: (location: string, uuid: string, input: FirewallUpdateInput): ApiRequest => ({
    method: 'PUT',
    path: oneFw(location, uuid),
    body: body(input),
    encoding: 'json',
  }),
  /** `DELETE /{location}/network/firewalls/{uuid}`. */
  delete: (location: string, uuid: string): ApiRequest => ({ method: 'DELETE', path: oneFw(location, uuid) }),
  /** `POST …/{uuid}/vms?vm_uuid=…`. */
  addVm: (location: string, uuid: string, vmUuid: string): ApiRequest => ({
    method: 'POST',
    path: `${oneFw(location, uuid)}/vms`,
    query: { vm_uuid: vmUuid },
  }),
  /** `DELETE …/{uuid}/vms?vm_uuid=…`. */
  removeVm: (location: string, uuid: string, vmUuid: string): ApiRequest => ({
    method: 'DELETE',
    path: `${oneFw(location, uuid)}/vms`,
    query: { vm_uuid: vmUuid },
  }),
}
