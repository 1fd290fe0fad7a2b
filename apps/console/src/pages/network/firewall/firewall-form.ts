/**
 * The firewall form of the create page and of the firewall page's edit mode (issue 11): its state shaped like
 * the screen (rules as editable rows), the errors of each field and rule cell from the domain's shared rules,
 * and the create (POST) and full-replace update (PUT, API-NOTES §6) bodies it sends.
 */
import {
  displayNameError,
  firewallRuleDraftErrors,
  firewallRuleFromDraft,
  firewallRuleToDraft,
  TEXT_LIMITS,
  type Firewall,
  type FirewallCreateInput,
  type FirewallRuleDraft,
  type FirewallRuleDraftErrors,
  type FirewallUpdateInput,
} from '@cirrus/domain'

/** The form as the screen holds it. */
export type FirewallForm = {
  name: string
  description: string
  /** Only on create; an update keeps the firewall's account. */
  billingAccountId: number | null
  rules: FirewallRuleDraft[]
}

/** What is wrong with the form, by field; the rules by row and cell. */
export type FirewallFormErrors = {
  name?: string
  description?: string
  billingAccountId?: string
  rules: FirewallRuleDraftErrors[]
}

/** A new firewall's form: SSH in from anywhere, the default billing account. */
export function defaultFirewallForm(billingAccountId: number | null): FirewallForm {
  return {
    name: '',
    description: '',
    billingAccountId,
    rules: [{ direction: 'inbound', protocol: 'tcp', portStart: '22', portEnd: '', addresses: '' }],
  }
}

/** The form of an existing firewall, to edit it (rules keep their uuids, so the update keeps them). */
export function firewallFormFromFirewall(fw: Firewall): FirewallForm {
  return {
    name: fw.display_name,
    description: fw.description,
    billingAccountId: fw.billing_account_id,
    rules: fw.rules.map(firewallRuleToDraft),
  }
}

/** The form's errors (every field; the screen decides when to show them). */
export function firewallFormErrors(form: FirewallForm): FirewallFormErrors {
  const name = displayNameError(form.name)
  return {
    ...(name ? { name } : {}),
    ...(form.description.length > TEXT_LIMITS.description
      ? { description: `Use at most ${TEXT_LIMITS.description} characters` }
      : {}),
    ...(form.billingAccountId === null ? { billingAccountId: 'Choose a billing account' } : {}),
    rules: form.rules.map(firewallRuleDraftErrors),
  }
}

/** True when the form can be sent. */
export function isFirewallFormValid(errors: FirewallFormErrors): boolean {
  return (
    !errors.name &&
    !errors.description &&
    !errors.billingAccountId &&
    errors.rules.every((r) => Object.keys(r).length === 0)
  )
}

/** The create body of a valid form (`POST …/network/firewalls`). */
export function toFirewallCreateInput(form: FirewallForm): FirewallCreateInput {
  return {
    display_name: form.name.trim(),
    ...(form.billingAccountId === null ? {} : { billing_account_id: form.billingAccountId }),
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
    rules: form.rules.map(firewallRuleFromDraft),
  }
}

/**
 * The update body of a valid form (`PUT …/network/firewalls/{uuid}`): a full replace in which rules with a uuid
 * are kept, new ones created and missing ones deleted (API-NOTES §6).
 */
export function toFirewallUpdateInput(form: FirewallForm): FirewallUpdateInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    rules: form.rules.map(firewallRuleFromDraft),
  }
}
