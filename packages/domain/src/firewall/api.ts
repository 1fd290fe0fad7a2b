/** Calls on `/{location}/network/firewalls` (SPEC §7 Firewalls; API-NOTES §6). JSON bodies, VM link by query. */
import { ApiError } from '../http/errors.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { firewallRequests as r } from '../api-request/firewall.js'
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
  const one = (location: string) => (body: unknown) => parseFirewall(body, location)
  const list = (location: string, opts: CallOptions = {}): Promise<Firewall[]> =>
    http.send(r.list(location), opts, listOf(one(location)))

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
      http.send(r.create(location, input), {}, one(location)),

    /** `PUT /{location}/network/firewalls/{uuid}` (JSON `{name, description, rules}`): a full replace. */
    update: (location: string, uuid: string, input: FirewallUpdateInput): Promise<Firewall> =>
      http.send(r.update(location, uuid, input), {}, one(location)),

    /** `DELETE /{location}/network/firewalls/{uuid}` → 204. */
    delete: (location: string, uuid: string): Promise<void> => http.send(r.delete(location, uuid)),

    /** `POST …/{uuid}/vms?vm_uuid=…`: returns the current assignment list. */
    addVm: (location: string, uuid: string, vmUuid: string): Promise<FirewallResource[]> =>
      http.send(r.addVm(location, uuid, vmUuid), {}, (b) =>
        b === undefined ? [] : listOf((r) => FirewallResourceSchema.parse(r))(b),
      ),

    /** `DELETE …/{uuid}/vms?vm_uuid=…`. */
    removeVm: (location: string, uuid: string, vmUuid: string): Promise<void> =>
      http.send(r.removeVm(location, uuid, vmUuid)),
  }
}

/** The firewall calls of a client. */
export type FirewallApi = ReturnType<typeof firewallApi>
