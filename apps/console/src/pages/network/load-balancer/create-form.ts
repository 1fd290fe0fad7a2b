/**
 * The load balancer create form (issue 11): its state shaped like the screen, the errors of each field from
 * the domain's shared rules and the request it sends (API-NOTES §8: `targets` and `rules` always sent).
 */
import {
  displayNameError,
  forwardingRuleFromDraft,
  forwardingRuleTableErrors,
  type ForwardingRuleDraft,
  type ForwardingRuleDraftErrors,
  type LoadBalancerCreateRequest,
  type Network,
} from '@cirrus/domain'

/** The form as the screen holds it. */
export type LoadBalancerCreateForm = {
  name: string
  /** The VPC network the balancer and its targets are in. */
  networkUuid: string
  billingAccountId: number | null
  /** Reserve a public IPv4 address and assign it to the balancer. */
  publicIp: boolean
  /** VMs of the network to balance over. */
  targets: string[]
  rules: ForwardingRuleDraft[]
}

/** What is wrong with the form, by field; the rules by row and cell. */
export type LoadBalancerCreateErrors = {
  name?: string
  networkUuid?: string
  billingAccountId?: string
  rules: ForwardingRuleDraftErrors[]
}

/** The form's starting values: the location's default network and the default billing account, port 80→80. */
export function defaultLoadBalancerCreateForm(
  networks: readonly Network[],
  billingAccountId: number | null,
): LoadBalancerCreateForm {
  const network = networks.find((n) => n.is_default) ?? networks[0]
  return {
    name: '',
    networkUuid: network?.uuid ?? '',
    billingAccountId,
    publicIp: true,
    targets: [],
    rules: [{ sourcePort: '80', targetPort: '80' }],
  }
}

/**
 * The form's errors (every field; the screen decides when to show them). A location without networks yet needs
 * no choice: the platform puts the balancer in the default network it creates (API-NOTES §5).
 */
export function loadBalancerCreateErrors(
  form: LoadBalancerCreateForm,
  networks: readonly Network[],
): LoadBalancerCreateErrors {
  const name = displayNameError(form.name)
  const needsNetwork = networks.length > 0 && !networks.some((n) => n.uuid === form.networkUuid)
  return {
    ...(name ? { name } : {}),
    ...(needsNetwork ? { networkUuid: 'Choose the network of the balancer and its targets' } : {}),
    ...(form.billingAccountId === null ? { billingAccountId: 'Choose a billing account' } : {}),
    rules: forwardingRuleTableErrors(form.rules),
  }
}

/** True when the form can be sent. */
export function isLoadBalancerCreateValid(errors: LoadBalancerCreateErrors): boolean {
  return (
    !errors.name &&
    !errors.networkUuid &&
    !errors.billingAccountId &&
    errors.rules.every((r) => Object.keys(r).length === 0)
  )
}

/** The create request of a valid form. */
export function toLoadBalancerCreateRequest(form: LoadBalancerCreateForm): LoadBalancerCreateRequest {
  return {
    display_name: form.name.trim(),
    ...(form.networkUuid ? { network_uuid: form.networkUuid } : {}),
    ...(form.billingAccountId === null ? {} : { billing_account_id: form.billingAccountId }),
    reserve_public_ip: form.publicIp,
    rules: form.rules.map(forwardingRuleFromDraft),
    targets: form.targets.map((uuid) => ({ target_uuid: uuid, target_type: 'vm' })),
  }
}
