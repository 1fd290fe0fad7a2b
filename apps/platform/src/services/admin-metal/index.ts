/**
 * The admin side of bare metal (issue 14; routes/admin-metal.ts): machine types with their price (the type's own
 * BARE_METAL_SERVER rule set `metal:<name>` in the price list, set from now by a create or a price edit), the stock
 * of machines with their states and leases, a machine's history (its leases, the customers' lease and release
 * events and the administrators' audit entries) and the bare-metal OS images. Every change is audited in its own
 * transaction.
 *
 * One concern per file: machine-types.ts (types and their price rules), machines.ts (the stock and its states),
 * history.ts (a machine's history), os.ts (the OS images), common.ts (audit targets, errors).
 */
export { adminMetalTypes, createMetalType, retireMetalType, updateMetalTypeOf } from './machine-types.js'
export { createMachine, retireMachine, setMachineState, toAdminMachine } from './machines.js'
export { machineHistory } from './history.js'
export { adminMetalOs, publishMetalOsVersion } from './os.js'
