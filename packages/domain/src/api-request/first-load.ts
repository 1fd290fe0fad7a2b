/**
 * The reads of an app's first load as {@link ApiRequest}s, in a module with no schema (issue 17): the console and
 * the admin app send them before the client's code (zod and the response schemas, a lazy chunk) has arrived,
 * and the client takes their answers when it comes (app-kit `early-reads.ts`), parsing them as always. Keyed by
 * the client member that sends each (`account.currentUser`), taking its arguments; the client's own calls send
 * these very builders (`account/api.ts`, `vm/api.ts`, `ip/api.ts`), so what goes early is what it would send.
 */
import { seg, type FormValue } from '../http/encode.js'
import type { IpListQuery } from '../ip/schema.js'
import type { VmListQuery } from '../vm/schema.js'
import type { VmPageQuery } from '../vm/page.js'
import { queryOf, type ApiRequest } from './request.js'

const get = (path: string, query?: Record<string, FormValue>): ApiRequest => {
  const q = queryOf(query)
  return q ? { method: 'GET', path, query: q } : { method: 'GET', path }
}
const resource = (location: string) => `/v1/${seg(location)}/user-resource`

/** Builders of the first load's reads, by the client member that sends each. */
export const firstLoadRequests = {
  /** `GET /v1/user-resource/user`: the signed-in user (and the proof of a session). */
  'account.currentUser': (): ApiRequest => get('/v1/user-resource/user'),
  /** `GET /v1/config/console`. */
  'account.consoleConfig': (): ApiRequest => get('/v1/config/console'),
  /** `GET /v1/config/locations`. */
  'account.locations': (): ApiRequest => get('/v1/config/locations'),
  /** `GET /v1/pricing/list/current`. */
  'account.priceList': (): ApiRequest => get('/v1/pricing/list/current'),
  /** `GET /v1/payment/billing_account/list`. */
  'account.billingAccounts': (): ApiRequest => get('/v1/payment/billing_account/list'),
  /** `GET /{location}/user-resource/vm/list` (query billing_account_id). */
  'vm.list': (location: string, query: VmListQuery = {}): ApiRequest =>
    get(`${resource(location)}/vm/list`, query),
  /**
   * `GET /{location}/user-resource/vm/page?page=…&per_page=…&sort=…&order=…&search=…&status=…&billing_account_id=…`
   * (console-only, CONTRACTS "Paged VM list").
   */
  'vm.page': (location: string, query: VmPageQuery = {}): ApiRequest =>
    get(`${resource(location)}/vm/page`, query as Record<string, FormValue>),
  /** `GET /{location}/network/ip_addresses` (filters billing_account_id, vm_uuid). */
  'ip.list': (location: string, query: IpListQuery = {}): ApiRequest =>
    get(`/v1/${seg(location)}/network/ip_addresses`, query),
} satisfies Record<string, (...args: never[]) => ApiRequest>

/** The client members whose calls can go out early. */
export type FirstLoadCall = keyof typeof firstLoadRequests
