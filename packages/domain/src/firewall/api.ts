/** Calls on `/{location}/network/firewalls` (SPEC §7 Firewalls; API-NOTES §6). JSON bodies, VM link by query. */
import { ApiError } from '../http/errors.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { compact, seg } from '../http/encode.js'
import {
  FirewallResourceSchema,
  parseFirewall,
  type Firewall,
  type FirewallCreateInput,
  type FirewallResource,
  type FirewallUpdateInput,
} from './schema.js'

/** The firewall calls of one client. */
export function firewallApi(http: WarrenHttp) {
  const fws = (location: string) => `${seg(location)}/network/firewalls`
  const one = (location: string) => (body: unknown) => parseFirewall(body, location)
  const list = (location: string, opts: CallOptions = {}): Promise<Firewall[]> =>
    http.request('GET', fws(location), { ...opts }, listOf(one(location)))

  return {
    /** `GET /{location}/network/firewalls`. */
    list,

    /**
     * One firewall, found in the list: Warren has no single-item GET (API-NOTES §6). Unknown → a not-found
     * {@link ApiError} listing up to 30 available ids (SPEC §8).
     */
    get: async (location: string, uuid: string, opts: CallOptions = {}): Promise<Firewall> => {
      const all = await list(location, opts)
      const found = all.find((f) => f.uuid === uuid)
      if (found) return found
      throw new ApiError({
        status: 404,
        message: `Firewall ${uuid} was not found.`,
        availableIds: all.map((f) => f.uuid),
      })
    },

    /** `POST /{location}/network/firewalls` (JSON). */
    create: (location: string, input: FirewallCreateInput): Promise<Firewall> =>
      http.request(
        'POST',
        fws(location),
        { json: compact({ ...input, rules: input.rules.map(compact) }) },
        one(location),
      ),

    /** `PUT /{location}/network/firewalls/{uuid}` (JSON `{name, description, rules}`): a full replace. */
    update: (location: string, uuid: string, input: FirewallUpdateInput): Promise<Firewall> =>
      http.request(
        'PUT',
        `${fws(location)}/${seg(uuid)}`,
        { json: compact({ ...input, rules: input.rules.map(compact) }) },
        one(location),
      ),

    /** `DELETE /{location}/network/firewalls/{uuid}` → 204. */
    delete: (location: string, uuid: string): Promise<void> =>
      http.request('DELETE', `${fws(location)}/${seg(uuid)}`),

    /** `POST …/{uuid}/vms?vm_uuid=…`: returns the current assignment list. */
    addVm: (location: string, uuid: string, vmUuid: string): Promise<FirewallResource[]> =>
      http.request('POST', `${fws(location)}/${seg(uuid)}/vms`, { query: { vm_uuid: vmUuid } }, (b) =>
        b === undefined ? [] : listOf((r) => FirewallResourceSchema.parse(r))(b),
      ),

    /** `DELETE …/{uuid}/vms?vm_uuid=…`. */
    removeVm: (location: string, uuid: string, vmUuid: string): Promise<void> =>
      http.request('DELETE', `${fws(location)}/${seg(uuid)}/vms`, { query: { vm_uuid: vmUuid } }),
  }
}

/** The firewall calls of a client. */
export type FirewallApi = ReturnType<typeof firewallApi>
