/** What the admin bare-metal services share: the audit target types and the errors they answer. */
import { WarrenError } from '../../http/errors.js'

/** Audit target types. */
export const TYPE = 'metal_type'
export const MACHINE = 'metal_machine'
export const OS = 'metal_os'

export const machineNotFound = () => new WarrenError(404, 'Machine not found')

/** A 400 on one input field. */
export const field = (name: string, message: string) => new WarrenError(400, message, { [name]: message })
