/**
 * "Change billing account" of any resource (issue 18 bulk actions; SPEC §7, API-NOTES §3, §4, §7.4, §8, §9, §10):
 * which call moves each kind of resource, as an {@link ApiRequest} (what "Show API request" shows) and as the
 * client call that sends it, and the plan a confirmation shows — each resource's account before and after and
 * the hourly price that moves. Pure: no clock, no network.
 */
import { z } from 'zod'
import { apiRequests } from '../api-request/requests.js'
import type { ApiRequest } from '../api-request/request.js'
import { BillingAccountIdSchema } from '../http/fields.js'
import { totalHourlyPrice } from '../pricing/calc.js'
import type { Money } from '../pricing/money.js'

/** The kinds of resource whose billing account can change, one call each (API-NOTES). */
export const BILLING_MOVE_KINDS = ['vm', 'disk', 'ip', 'load_balancer', 'service', 'bucket'] as const
/** A kind of resource whose billing account can change. */
export type BillingMoveKind = (typeof BILLING_MOVE_KINDS)[number]

/** One resource to move, named the way its call names it. */
export type BillingMoveTarget =
  | { kind: 'vm' | 'disk' | 'load_balancer'; location: string; uuid: string }
  | { kind: 'ip'; location: string; address: string }
  | { kind: 'service'; uuid: string }
  | { kind: 'bucket'; name: string }

/** The account a move goes to: a positive 32-bit id (the same bound as every `billing_account_id`). */
export const BillingMoveInputSchema = z.object({ billing_account_id: BillingAccountIdSchema })
/** The account a move goes to. */
export type BillingMoveInput = z.infer<typeof BillingMoveInputSchema>

/**
 * The call that moves `target` to account `billingAccountId`: VM `POST resource_billing`, disk `PATCH
 * storage/disks/{uuid}`, IP `PATCH network/ip_addresses/{address}`, LB `PUT …/billing_account?set_id=`, service
 * `PATCH service/package/{uuid}`, bucket `PATCH storage/bucket`. Throws on an id out of bounds.
 */
export function billingMoveRequest(target: BillingMoveTarget, billingAccountId: number): ApiRequest {
  const id = BillingAccountIdSchema.parse(billingAccountId)
  switch (target.kind) {
    case 'vm':
      return apiRequests.vm.setBillingAccount(target.location, {
        uuid: target.uuid,
        billing_account_id: id,
      })
    case 'disk':
      return apiRequests.disk.setBillingAccount(target.location, target.uuid, id)
    case 'ip':
      return apiRequests.ip.setBillingAccount(target.location, target.address, id)
    case 'load_balancer':
      return apiRequests.loadBalancer.setBillingAccount(target.location, target.uuid, id)
    case 'service':
      return apiRequests.service.setBillingAccount(target.uuid, id)
    case 'bucket':
      return apiRequests.storage.setBucketBillingAccount(target.name, id)
  }
}

/** The client calls {@link moveToBillingAccount} uses (a `createWarrenClient` result has them all). */
export type BillingMoveClient = {
  vm: {
    setBillingAccount: (
      location: string,
      input: { uuid: string; billing_account_id: number },
    ) => Promise<unknown>
  }
  disk: { setBillingAccount: (location: string, uuid: string, id: number) => Promise<unknown> }
  ip: { setBillingAccount: (location: string, address: string, id: number) => Promise<unknown> }
  loadBalancer: { setBillingAccount: (location: string, uuid: string, id: number) => Promise<unknown> }
  service: { setBillingAccount: (uuid: string, id: number) => Promise<unknown> }
  storage: { setBucketBillingAccount: (name: string, id: number) => Promise<unknown> }
}

/** Moves one resource to account `billingAccountId` with its kind's client call (the one {@link billingMoveRequest} shows). */
export async function moveToBillingAccount(
  client: BillingMoveClient,
  target: BillingMoveTarget,
  billingAccountId: number,
): Promise<void> {
  const id = BillingAccountIdSchema.parse(billingAccountId)
  switch (target.kind) {
    case 'vm':
      await client.vm.setBillingAccount(target.location, { uuid: target.uuid, billing_account_id: id })
      return
    case 'disk':
      await client.disk.setBillingAccount(target.location, target.uuid, id)
      return
    case 'ip':
      await client.ip.setBillingAccount(target.location, target.address, id)
      return
    case 'load_balancer':
      await client.loadBalancer.setBillingAccount(target.location, target.uuid, id)
      return
    case 'service':
      await client.service.setBillingAccount(target.uuid, id)
      return
    case 'bucket':
      await client.storage.setBucketBillingAccount(target.name, id)
  }
}

/** One selected resource as a move plan sees it: its name, current account and hourly price. */
export type BillingMoveItem<T> = {
  item: T
  name: string
  /** The account it is billed to now; null when unknown. */
  from: number | null
  /** Its hourly price; null when it cannot be computed (the total is then unknown too). */
  price: Money | null
}

/** What a move will do: the resources that move, those already on the account, and the hourly price that moves. */
export type BillingMovePlan<T> = {
  to: number
  moves: BillingMoveItem<T>[]
  unchanged: BillingMoveItem<T>[]
  /** The sum of the moving resources' hourly prices; null when any is unknown. */
  price: Money | null
}

/** Splits a selection into what moves to account `to` and what is already there, and sums the price that moves. */
export function billingMovePlan<T>(
  items: readonly BillingMoveItem<T>[],
  to: number,
  currency: string,
): BillingMovePlan<T> {
  const moves = items.filter((i) => i.from !== to)
  const unchanged = items.filter((i) => i.from === to)
  const prices = moves.map((i) => i.price)
  const known = prices.find((p): p is Money => p !== null)
  return { to, moves, unchanged, price: totalHourlyPrice(prices, known?.currency ?? currency) }
}
