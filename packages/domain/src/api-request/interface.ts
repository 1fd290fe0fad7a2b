/** The VM interface calls of SPEC §7 as {@link ApiRequest}s: `/{location}/network/virtual-machines…` (API-NOTES §13). */
import { seg } from '../http/encode.js'
import type { SubinterfaceCreateInput } from '../interface/schema.js'
import type { ApiRequest } from './request.js'

const vms = (location: string) => `/v1/${seg(location)}/network/virtual-machines`

/** Builders of the VM interface calls; the names are the client's (`warren.vmInterface.createSubinterface`). */
export const interfaceRequests = {
  /** `GET /{location}/network/virtual-machines/{uuid}/interfaces`. */
  listForVm: (location: string, vmUuid: string): ApiRequest => ({
    method: 'GET',
    path: `${vms(location)}/${seg(vmUuid)}/interfaces`,
  }),
  /** `GET /{location}/network/virtual-machines/interfaces`. */
  list: (location: string): ApiRequest => ({ method: 'GET', path: `${vms(location)}/interfaces` }),
  /**
   * `POST …/{uuid}/interfaces/{if_uuid}/subinterfaces` with query `network_uuid`, `vlan_tag` (SPEC §7), the
   * same two fields also as a JSON body with `vlan_tag` a string (SPEC §5).
   */
  createSubinterface: (
    location: string,
    vmUuid: string,
    interfaceUuid: string,
    input: SubinterfaceCreateInput,
  ): ApiRequest => {
    const fields = { network_uuid: input.network_uuid, vlan_tag: String(input.vlan_tag) }
    return {
      method: 'POST',
      path: `${vms(location)}/${seg(vmUuid)}/interfaces/${seg(interfaceUuid)}/subinterfaces`,
      query: fields,
      body: fields,
      encoding: 'json',
    }
  },
  /** `DELETE /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}`. */
  deleteSubinterface: (location: string, vmUuid: string, subinterfaceUuid: string): ApiRequest => ({
    method: 'DELETE',
    path: `${vms(location)}/${seg(vmUuid)}/subinterfaces/${seg(subinterfaceUuid)}`,
  }),
}
