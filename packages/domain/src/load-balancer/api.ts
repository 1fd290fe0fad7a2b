/** Calls on `/{location}/network/load_balancers` (SPEC §7 Load balancers; API-NOTES §8). JSON bodies. */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { loadBalancerRequests as r } from '../api-request/load-balancer.js'
import type { WithDefaults } from '../vm/api.js'
import {
  ForwardingRuleSchema,
  LoadBalancerTargetSchema,
  parseLoadBalancer,
  type ForwardingRule,
  type ForwardingRuleInput,
  type LoadBalancer,
  type LoadBalancerCreateInput,
  type LoadBalancerTarget,
  type LoadBalancerTargetInput,
  type LoadBalancerUpdateInput,
} from './schema.js'

/** A load balancer create as callers give it: rules, targets and target types may be left out. */
export type LoadBalancerCreateRequest = Omit<LoadBalancerCreateInput, 'rules' | 'targets'> & {
  rules?: ForwardingRuleInput[]
  targets?: WithDefaults<LoadBalancerTargetInput, 'target_type'>[]
}

/** The load balancer calls of one client. */
export function loadBalancerApi(http: WarrenHttp) {
  const one = (location: string) => (body: unknown) => parseLoadBalancer(body, location)

  return {
    /** `GET /{location}/network/load_balancers`. */
    list: (location: string, opts: CallOptions = {}): Promise<LoadBalancer[]> =>
      http.send(r.list(location), opts, listOf(one(location))),

    /** `GET /{location}/network/load_balancers/{uuid}`. */
    get: (location: string, uuid: string, opts: CallOptions = {}): Promise<LoadBalancer> =>
      http.send(r.get(location, uuid), opts, one(location)),

    /**
     * `POST /{location}/network/load_balancers` (JSON). `targets` and `rules` are always sent, as `[]` when
     * empty: Warren answers 500 without `targets` (API-NOTES §1.5, §8).
     */
    create: (location: string, input: LoadBalancerCreateRequest): Promise<LoadBalancer> =>
      http.send(r.create(location, input), {}, one(location)),

    /** `PATCH …/{uuid}` (JSON `{display_name}`): rename. */
    rename: (location: string, uuid: string, input: LoadBalancerUpdateInput): Promise<LoadBalancer> =>
      http.send(r.rename(location, uuid, input), {}, one(location)),

    /** `DELETE …/{uuid}`. */
    delete: (location: string, uuid: string): Promise<void> => http.send(r.delete(location, uuid)),

    /** `PUT …/{uuid}/billing_account?set_id=…` (query, as Warren's official client sends it). */
    setBillingAccount: (
      location: string,
      uuid: string,
      billingAccountId: number,
    ): Promise<LoadBalancer | undefined> =>
      http.send(r.setBillingAccount(location, uuid, billingAccountId), {}, (b) =>
        b === undefined ? undefined : parseLoadBalancer(b, location),
      ),

    /** `POST …/{uuid}/targets` (JSON `{target_uuid, target_type}`). */
    addTarget: (
      location: string,
      uuid: string,
      input: WithDefaults<LoadBalancerTargetInput, 'target_type'>,
    ): Promise<LoadBalancerTarget> =>
      http.send(r.addTarget(location, uuid, input), {}, (b) => LoadBalancerTargetSchema.parse(b)),

    /** `DELETE …/{uuid}/targets/{target_uuid}`. */
    removeTarget: (location: string, uuid: string, targetUuid: string): Promise<void> =>
      http.send(r.removeTarget(location, uuid, targetUuid)),

    /**
     * `POST …/{uuid}/forwarding_rules` (JSON `{source_port, target_port}`). The documented answer only echoes
     * the ports (API-NOTES §8): then the result is undefined and the caller refetches the load balancer.
     */
    addForwardingRule: (
      location: string,
      uuid: string,
      input: ForwardingRuleInput,
    ): Promise<ForwardingRule | undefined> =>
      http.send(r.addForwardingRule(location, uuid, input), {}, (b) => {
        const rule = ForwardingRuleSchema.safeParse(b)
        return rule.success ? rule.data : undefined
      }),

    /** `DELETE …/{uuid}/forwarding_rules/{rule_uuid}`. */
    removeForwardingRule: (location: string, uuid: string, ruleUuid: string): Promise<void> =>
      http.send(r.removeForwardingRule(location, uuid, ruleUuid)),
  }
}

/** The load balancer calls of a client. */
export type LoadBalancerApi = ReturnType<typeof loadBalancerApi>
