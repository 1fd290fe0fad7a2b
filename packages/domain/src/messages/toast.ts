/** The shape of a toast pair (SPEC.md §8) and the helpers the area catalogues (`toasts-*.ts`) build it with. */

/** The two toast texts of one action. */
export type ActionMessages = {
  /** Toast after the call succeeds. */
  readonly success: string
  /** Toast after the call fails. */
  readonly failure: string
}

/** A create action: its failure toast offers a retry link to the create page (SPEC.md §4). */
export type CreateMessages = ActionMessages & {
  /** Where the failure toast's retry link leads. */
  readonly retryHref: string
}

export const pair = (success: string, failure: string): ActionMessages => ({ success, failure })
export const create = (success: string, failure: string, retryHref: string): CreateMessages => ({
  success,
  failure,
  retryHref,
})
