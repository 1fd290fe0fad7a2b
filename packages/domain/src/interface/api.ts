/** VM interface calls (SPEC §7 VM interfaces; API-NOTES §13). */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { seg } from '../http/encode.js'
import {
  SubinterfaceSchema,
  parseVmInterface,
  type Subinterface,
  type SubinterfaceCreateInput,
  type VmInterface,
} from './schema.js'

/** The VM interface calls of one client. */
export function interfaceApi(http: WarrenHttp) {
  const vms = (location: string) => `${seg(location)}/network/virtual-machines`
  const many = (location: string) => listOf((r) => parseVmInterface(r, location))

  return {
    /** `GET /{location}/network/virtual-machines/{uuid}/interfaces`: one VM's interfaces. */
    listForVm: (location: string, vmUuid: string, opts: CallOptions = {}): Promise<VmInterface[]> =>
      http.request('GET', `${vms(location)}/${seg(vmUuid)}/interfaces`, { ...opts }, many(location)),

    /** `GET /{location}/network/virtual-machines/interfaces`: every interface in the location. */
    list: (location: string, opts: CallOptions = {}): Promise<VmInterface[]> =>
      http.request('GET', `${vms(location)}/interfaces`, { ...opts }, many(location)),

    /**
     * `POST /{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces` with query
     * `network_uuid`, `vlan_tag` (SPEC §7). The same two fields also go as a JSON body, where `vlan_tag` is a
     * string (SPEC §5), so a server reading either place gets them.
     */
    createSubinterface: (
      location: string,
      vmUuid: string,
      interfaceUuid: string,
      input: SubinterfaceCreateInput,
    ): Promise<Subinterface | undefined> => {
      const fields = { network_uuid: input.network_uuid, vlan_tag: String(input.vlan_tag) }
      return http.request(
        'POST',
        `${vms(location)}/${seg(vmUuid)}/interfaces/${seg(interfaceUuid)}/subinterfaces`,
        { query: fields, json: fields },
        (b) => (b === undefined ? undefined : SubinterfaceSchema.parse(b)),
      )
    },

    /** `DELETE /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}`. */
    deleteSubinterface: (location: string, vmUuid: string, subinterfaceUuid: string): Promise<void> =>
      http.request('DELETE', `${vms(location)}/${seg(vmUuid)}/subinterfaces/${seg(subinterfaceUuid)}`),
  }
}

/** The VM interface calls of a client. */
export type InterfaceApi = ReturnType<typeof interfaceApi>
