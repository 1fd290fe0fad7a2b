/** The load balancer calls of SPEC §7 as {@link ApiRequest}s: `/{location}/network/load_balancers`, JSON (API-NOTES §8). */
import { compact, seg } from '../http/encode.js'
import type { LoadBalancerCreateRequest } from '../load-balancer/api.js'
import type {
  ForwardingRuleInput,
  LoadBalancerTargetInput,
  LoadBalancerUpdateInput,
} from '../load-balancer/schema.js'
import type { WithDefaults } from '../vm/api.js'
import type { ApiRequest } from './request.js'

const lbs = (location: string) => `/v1/${seg(location)}/network/load_balancers`
const at = (location: string, uuid: string) => `${lbs(location)}/${seg(uuid)}`
const json = (method: ApiRequest['method'], path: string, body: Record<string, unknown>): ApiRequest => ({
  method,
  path,
  body,
  encoding: 'json',
})

/** Builders of the load balancer calls; the names are the client's (`warren.loadBalancer.create`). */
export const loadBalancerRequests = {
  /** `GET /{location}/network/load_balancers`. */
  list: (location: string): ApiRequest => ({ method: 'GET', path: lbs(location) }),
  /** `GET /{location}/network/load_balancers/{uuid}`. */
  get: (location: string, uuid: string): ApiRequest => ({ method: 'GET', path: at(location, uuid) }),
  /** `POST /{location}/network/load_balancers` (JSON; `targets` and `rules` always sent, API-NOTES §1.5). */
  create: (location: string, input: LoadBalancerCreateRequest): ApiRequest =>
    json(
      'POST',
      lbs(location),
      compact({
        ...input,
        rules: input.rules ?? [],
        targets: (input.targets ?? []).map((t) => ({
          target_uuid: t.target_uuid,
          target_type: t.target_type ?? 'vm',
        })),
      }),
    ),
  /** `PATCH …/{uuid}` (JSON `{display_name}`): rename. */
  rename: (location: string, uuid: string, input: LoadBalancerUpdateInput): ApiRequest =>
    json('PATCH', at(location, uuid), compact({ display_name: input.display_name })),
  /** `DELETE …/{uuid}`. */
  delete: (location: string, uuid: string): ApiRequest => ({ method: 'DELETE', path: at(location, uuid) }),
  /** `PUT …/{uuid}/billing_account?set_id=…`. */
  setBillingAccount: (location: string, uuid: string, billingAccountId: number): ApiRequest => ({
    method: 'PUT',
    path: `${at(location, uuid)}/billing_account`,
    query: { set_id: String(billingAccountId) },
  }),
  /** `POST …/{uuid}/targets` (JSON `{target_uuid, target_type}`). */
  addTarget: (
    location: string,
    uuid: string,
    input: WithDefaults<LoadBalancerTargetInput, 'target_type'>,
  ): ApiRequest =>
    json('POST', `${at(location, uuid)}/targets`, {
      target_uuid: input.target_uuid,
      target_type: input.target_type ?? 'vm',
    }),
  /** `DELETE …/{uuid}/targets/{target_uuid}`. */
  removeTarget: (location: string, uuid: string, targetUuid: string): ApiRequest => ({
    method: 'DELETE',
    path: `${at(location, uuid)}/targets/${seg(targetUuid)}`,
  }),
  /** `POST …/{uuid}/forwarding_rules` (JSON `{source_port, target_port}`). */
  addForwardingRule: (location: string, uuid: string, input: ForwardingRuleInput): ApiRequest =>
    json('POST', `${at(location, uuid)}/forwarding_rules`, {
      source_port: input.source_port,
      target_port: input.target_port,
    }),
  /** `DELETE …/{uuid}/forwarding_rules/{rule_uuid}`. */
  removeForwardingRule: (location: string, uuid: string, ruleUuid: string): ApiRequest => ({
    method: 'DELETE',
    path: `${at(location, uuid)}/forwarding_rules/${seg(ruleUuid)}`,
  }),
}
