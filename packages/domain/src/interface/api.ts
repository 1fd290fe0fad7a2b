/**
 * VM interface calls (SPEC §7 VM interfaces; API-NOTES §13). Each call sends the request its builder in
 * `api-request/interface.ts` describes (what "Show API request" shows).
 */
import { interfaceRequests as r } from '../api-request/interface.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import {
  SubinterfaceSchema,
  parseVmInterface,
  type Subinterface,
  type SubinterfaceCreateInput,
  type VmInterface,
} from './schema.js'

/** The VM interface calls of one client. */
export function interfaceApi(http: WarrenHttp) {
  const many = (location: string) => listOf((raw) => parseVmInterface(raw, location))

  return {
    /** `GET /{location}/network/virtual-machines/{uuid}/interfaces`: one VM's interfaces. */
    listForVm: (location: string, vmUuid: string, opts: CallOptions = {}): Promise<VmInterface[]> =>
      http.send(r.listForVm(location, vmUuid), opts, many(location)),

    /** `GET /{location}/network/virtual-machines/interfaces`: every interface in the location. */
    list: (location: string, opts: CallOptions = {}): Promise<VmInterface[]> =>
      http.send(r.list(location), opts, many(location)),

    /** `POST …/{uuid}/interfaces/{if_uuid}/subinterfaces` (query and JSON body, see the builder). */
    createSubinterface: (
      location: string,
      vmUuid: string,
      interfaceUuid: string,
      input: SubinterfaceCreateInput,
    ): Promise<Subinterface | undefined> =>
      http.send(r.createSubinterface(location, vmUuid, interfaceUuid, input), {}, (b) =>
        b === undefined ? undefined : SubinterfaceSchema.parse(b),
      ),

    /** `DELETE /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}`. */
    deleteSubinterface: (location: string, vmUuid: string, subinterfaceUuid: string): Promise<void> =>
      http.send(r.deleteSubinterface(location, vmUuid, subinterfaceUuid)),
  }
}

/** The VM interface calls of a client. */
export type InterfaceApi = ReturnType<typeof interfaceApi>
