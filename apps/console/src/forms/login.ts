/**
 * The login of a new machine (VM or bare-metal server): a password or an SSH public key, one at a time, checked
 * by the domain's shared rules (API-NOTES §7.6, packages/domain/src/rules) so mistakes show beside the field.
 */
import type { z } from 'zod'
import { SSH_PUBLIC_KEY_MESSAGE, VM_PASSWORD_MESSAGE, VmPasswordSchema, isSshPublicKey } from '@cirrus/domain'

/** How the user logs in to the new machine. */
export const LOGIN_METHODS = ['password', 'ssh_key'] as const
/** A login method. */
export type LoginMethod = (typeof LOGIN_METHODS)[number]

/** The login fields of a form. */
export type LoginFields = { loginMethod: LoginMethod; password: string; publicKey: string }

/** Adds the issue of the chosen login method (a weak password, a malformed key) to a form's refinement. */
export function checkLogin(form: LoginFields, ctx: z.RefinementCtx): void {
  if (form.loginMethod === 'password' && !VmPasswordSchema.safeParse(form.password).success) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: VM_PASSWORD_MESSAGE })
  }
  if (form.loginMethod === 'ssh_key' && !isSshPublicKey(form.publicKey)) {
    ctx.addIssue({ code: 'custom', path: ['publicKey'], message: SSH_PUBLIC_KEY_MESSAGE })
  }
}
