/**
 * The create forms of the access section (SPEC §2 /access/create/{type}): an API token (a description, global or
 * restricted to one billing account, API-NOTES §1.2) and a delegation group (a name, an optional billing account
 * and usernames to add, SPEC §7). Field rules are the domain's input schemas, the ones the platform applies; a
 * failed create's "Retry" link (SPEC §4, §8) carries the form back in its search parameters.
 */
import {
  AccessGroupCreateInputSchema,
  ImpersonationCreateInputSchema,
  TokenCreateInputSchema,
  type CreateDelegationRequest,
  type TokenCreateInput,
} from '@cirrus/domain'

/** The API token form. */
export type TokenForm = {
  description: string
  /** Global reaches every billing account; restricted only `billingAccountId`'s resources. */
  scope: 'global' | 'restricted'
  billingAccountId: number | null
}

/** The delegation group form; `usernames` as typed (one per line, or separated by commas or spaces). */
export type DelegationForm = { name: string; billingAccountId: number | null; usernames: string }

/** Errors beside the fields of a form. */
export type FormErrors<F> = Partial<Record<keyof F, string>>

const CHOOSE_ACCOUNT = 'Choose a billing account'

/** The first message of a schema's refusal, or null. */
function refusal(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Invalid value')
}

/** `POST /user-resource/token` of a form. */
export function tokenCreateInput(form: TokenForm): TokenCreateInput {
  const description = form.description.trim()
  return form.scope === 'restricted' && form.billingAccountId !== null
    ? { description, restricted: true, billing_account_id: form.billingAccountId }
    : { description }
}

/** What is wrong with a token form: a description is needed, a restricted token needs its account. */
export function validateTokenForm(form: TokenForm): FormErrors<TokenForm> {
  const errors: FormErrors<TokenForm> = {}
  const description = refusal(TokenCreateInputSchema.shape.description.safeParse(form.description.trim()))
  if (description)
    errors.description = form.description.trim() ? description : 'Describe what the token is for'
  if (form.scope === 'restricted' && form.billingAccountId === null) errors.billingAccountId = CHOOSE_ACCOUNT
  return errors
}

/** The usernames of the form: trimmed, blanks dropped, each once. */
export function parseUsernames(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((u) => u !== ''))]
}

/** The delegation request of a form (the group, then each user: `client.createDelegation`). */
export function delegationRequest(form: DelegationForm): CreateDelegationRequest {
  return {
    name: form.name.trim(),
    ...(form.billingAccountId === null ? {} : { billing_account_id: form.billingAccountId }),
    usernames: parseUsernames(form.usernames),
  }
}

/** What is wrong with a delegation form: a name is needed, and each username must be one. */
export function validateDelegationForm(form: DelegationForm): FormErrors<DelegationForm> {
  const errors: FormErrors<DelegationForm> = {}
  const name = refusal(AccessGroupCreateInputSchema.shape.name.safeParse(form.name.trim()))
  if (name) errors.name = form.name.trim() ? name : 'Name the group'
  const bad = parseUsernames(form.usernames).find(
    (u) => !ImpersonationCreateInputSchema.safeParse({ grantee_username: u }).success,
  )
  if (bad !== undefined) errors.usernames = `Not a username: ${bad}`
  return errors
}

/** A username to add on the group page: the error beside the field, or null. */
export function usernameError(username: string): string | null {
  if (!username.trim()) return 'Enter the username (e-mail address) of a user'
  return refusal(ImpersonationCreateInputSchema.safeParse({ grantee_username: username }))
}

/** A retry link's search parameters. */
export function tokenRetryParams(form: TokenForm): URLSearchParams {
  const params = new URLSearchParams({ description: form.description, scope: form.scope })
  if (form.billingAccountId !== null) params.set('billing_account_id', String(form.billingAccountId))
  return params
}

/** A retry link's search parameters. */
export function delegationRetryParams(form: DelegationForm): URLSearchParams {
  const params = new URLSearchParams({ name: form.name, usernames: form.usernames })
  if (form.billingAccountId !== null) params.set('billing_account_id', String(form.billingAccountId))
  return params
}

function accountParam(params: URLSearchParams): number | null {
  const id = Number(params.get('billing_account_id'))
  return params.has('billing_account_id') && Number.isInteger(id) && id > 0 ? id : null
}

/** The token form filled from a retry link over `defaults`. */
export function tokenFormFromParams(params: URLSearchParams, defaults: TokenForm): TokenForm {
  const scope = params.get('scope')
  return {
    description: params.get('description') ?? defaults.description,
    scope: scope === 'global' || scope === 'restricted' ? scope : defaults.scope,
    billingAccountId: accountParam(params) ?? defaults.billingAccountId,
  }
}

/** The delegation form filled from a retry link over `defaults`. */
export function delegationFormFromParams(params: URLSearchParams, defaults: DelegationForm): DelegationForm {
  return {
    name: params.get('name') ?? defaults.name,
    billingAccountId: params.has('billing_account_id') ? accountParam(params) : defaults.billingAccountId,
    usernames: params.get('usernames') ?? defaults.usernames,
  }
}
