/**
 * The admin API calls of bare metal (issue 14; docs/CONTRACTS.md "Admin API: bare metal"): machine types, the stock
 * of machines, a machine's history and the bare-metal OS images. Spread into the client's `admin` calls;
 * administrators only (403 for anyone else).
 */
import { listOf, type CallOptions, type WarrenHttp } from '../http/core.js'
import { compact } from '../http/encode.js'
import {
  AdminMachinePageSchema,
  AdminMachineSchema,
  AdminMetalOsSchema,
  AdminMetalTypeSchema,
  MachineHistorySchema,
  type AdminMachine,
  type AdminMachineListQuery,
  type AdminMachinePage,
  type AdminMetalOs,
  type AdminMetalType,
  type MachineCreateInput,
  type MachineHistory,
  type MachineStateInput,
  type MetalTypeCreateInput,
  type MetalTypeUpdateInput,
} from './metal.js'

const seg = encodeURIComponent
const type = (b: unknown) => AdminMetalTypeSchema.parse(b)
const machine = (b: unknown) => AdminMachineSchema.parse(b)
const os = (b: unknown) => AdminMetalOsSchema.parse(b)

/** The admin bare-metal calls of one client. */
export function adminMetalApi(http: WarrenHttp) {
  return {
    /** `GET /v1/admin/metal/types`: every machine type (retired ones too) with its price and stock. */
    metalTypes: (opts: CallOptions = {}): Promise<AdminMetalType[]> =>
      http.request('GET', 'admin/metal/types', { ...opts }, listOf(type)),
    /** `POST /v1/admin/metal/types`: a new machine type and its hourly price (a price list version from now). */
    createMetalType: (input: MetalTypeCreateInput): Promise<AdminMetalType> =>
      http.request('POST', 'admin/metal/types', { json: input }, type),
    /** `PATCH /v1/admin/metal/types/{uuid}`: hardware, position or price (a new price only from now on). */
    updateMetalType: (uuid: string, input: MetalTypeUpdateInput): Promise<AdminMetalType> =>
      http.request('PATCH', `admin/metal/types/${seg(uuid)}`, { json: compact(input) }, type),
    /** `DELETE /v1/admin/metal/types/{uuid}`: retires a type (customers no longer see it; leases go on). */
    retireMetalType: (uuid: string): Promise<AdminMetalType> =>
      http.request('DELETE', `admin/metal/types/${seg(uuid)}`, {}, type),

    /** `GET /v1/admin/metal/machines`: a page of the stock (search, filters, sort), newest first. */
    machines: (query: AdminMachineListQuery = {}, opts: CallOptions = {}): Promise<AdminMachinePage> =>
      http.request('GET', 'admin/metal/machines', { ...opts, query: compact(query) }, (b) =>
        AdminMachinePageSchema.parse(b),
      ),
    /** `POST /v1/admin/metal/machines`: adds a machine to a location's stock, available. */
    createMachine: (input: MachineCreateInput): Promise<AdminMachine> =>
      http.request('POST', 'admin/metal/machines', { json: input }, machine),
    /** `PUT /v1/admin/metal/machines/{uuid}/state`: maintenance, available or broken (409 while leased). */
    setMachineState: (uuid: string, input: MachineStateInput): Promise<AdminMachine> =>
      http.request('PUT', `admin/metal/machines/${seg(uuid)}/state`, { json: input }, machine),
    /** `DELETE /v1/admin/metal/machines/{uuid}`: retires a machine out of the stock (409 while leased). */
    retireMachine: (uuid: string): Promise<AdminMachine> =>
      http.request('DELETE', `admin/metal/machines/${seg(uuid)}`, {}, machine),
    /** `GET /v1/admin/metal/machines/{location}/{uuid}/history`: leases, state changes, who did what. */
    machineHistory: (location: string, uuid: string, opts: CallOptions = {}): Promise<MachineHistory> =>
      http.request('GET', `admin/metal/machines/${seg(location)}/${seg(uuid)}/history`, { ...opts }, (b) =>
        MachineHistorySchema.parse(b),
      ),

    /** `GET /v1/admin/metal/os`: every bare-metal OS image with all its versions. */
    metalOs: (opts: CallOptions = {}): Promise<AdminMetalOs[]> =>
      http.request('GET', 'admin/metal/os', { ...opts }, listOf(os)),
    /** `PUT /v1/admin/metal/os/{os_name}/versions/{os_version}`: publishes or unpublishes a version. */
    publishMetalOsVersion: (osName: string, osVersion: string, published: boolean): Promise<AdminMetalOs> =>
      http.request(
        'PUT',
        `admin/metal/os/${seg(osName)}/versions/${seg(osVersion)}`,
        { json: { published } },
        os,
      ),
  }
}

/** The admin bare-metal calls; see {@link adminMetalApi}. */
export type AdminMetalApi = ReturnType<typeof adminMetalApi>
