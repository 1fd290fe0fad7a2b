/**
 * Account and platform calls (CONTRACTS "Non-Warren endpoints"; API-NOTES §1.1, §7.2, §12): sign-in, the
 * current user, console config, locations, host pools, billing accounts, invoices, API tokens, SSH keys and
 * the current price list.
 */
import { accountRequests as r } from '../api-request/account.js'
import { firstLoadRequests as first } from '../api-request/first-load.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { compact, seg } from '../http/encode.js'
import { ConsoleConfigSchema, type ConsoleConfig } from '../config/index.js'
import { PriceListSchema, type PriceList } from '../pricing/index.js'
import { MyReferralSchema, type MyReferral, type ReferralRedeemInput } from '../admin/growth2.js'
import {
  AccountQuotasSchema,
  ApiTokenCreatedSchema,
  CurrentUserSchema,
  HostPoolSchema,
  InvoiceSchema,
  LocationSchema,
  SshKeySchema,
  parseApiToken,
  parseBillingAccount,
  type AccountQuotas,
  type ApiToken,
  type ApiTokenCreated,
  type BillingAccount,
  type CurrentUser,
  type HostPool,
  type Invoice,
  type Location,
  type SignInInput,
  type SignUpInput,
  SignUpAcceptedSchema,
  type SignUpAccepted,
  type SignUpVerifyInput,
  type SshKey,
  type SshKeyCreateInput,
  type TokenCreateInput,
} from './schema.js'

const user = (b: unknown) => CurrentUserSchema.parse(b)

/** The account and platform calls of one client. */
export function accountApi(http: WarrenHttp) {
  return {
    /** `POST /auth/sign-in` (JSON) → the user, and the session cookie. Wrong credentials → 401. */
    signIn: (input: SignInInput): Promise<CurrentUser> =>
      http.request('POST', 'auth/sign-in', { root: true, json: input }, user),

    /**
     * `POST /auth/sign-up` (JSON) → 202, the same whether or not the address is taken: the account is created
     * by following the mailed link ({@link verifySignUp}).
     */
    signUp: (input: SignUpInput): Promise<SignUpAccepted> =>
      http.request('POST', 'auth/sign-up', { root: true, json: compact(input) }, (b) =>
        SignUpAcceptedSchema.parse(b),
      ),

    /** `POST /auth/sign-up/verify` (JSON) → 201 the new user + the session cookie; a bad or used link → 400. */
    verifySignUp: (input: SignUpVerifyInput): Promise<CurrentUser> =>
      http.request('POST', 'auth/sign-up/verify', { root: true, json: input }, user),

    /** `POST /auth/sign-out` → 204; the cookie is cleared. */
    signOut: (): Promise<void> => http.request('POST', 'auth/sign-out', { root: true }),

    /** `GET /v1/user-resource/user`. */
    currentUser: (opts: CallOptions = {}): Promise<CurrentUser> =>
      http.send(first['account.currentUser'](), opts, user),

    /** `GET /v1/user/referral`: the caller's own referral code and how many users it brought (issue 14). */
    referral: (opts: CallOptions = {}): Promise<MyReferral> =>
      http.request('GET', 'user/referral', { ...opts }, (b) => MyReferralSchema.parse(b)),

    /** `POST /v1/user/referral` (JSON): records the code that brought the caller (sign-up `?ref=CODE`). */
    redeemReferral: (input: ReferralRedeemInput): Promise<{ code: string; created_at: string }> =>
      http.request(
        'POST',
        'user/referral',
        { json: input },
        (b) => b as { code: string; created_at: string },
      ),

    /** `GET /v1/config/console`: feature flags and settings (SPEC §6). */
    consoleConfig: (opts: CallOptions = {}): Promise<ConsoleConfig> =>
      http.send(first['account.consoleConfig'](), opts, (b) => ConsoleConfigSchema.parse(b)),

    /** `GET /v1/config/locations`. */
    locations: (opts: CallOptions = {}): Promise<Location[]> =>
      http.send(
        first['account.locations'](),
        opts,
        listOf((r) => LocationSchema.parse(r)),
      ),

    /** `GET /v1/{location}/user-resource/host_pool/list`. */
    hostPools: (location: string, opts: CallOptions = {}): Promise<HostPool[]> =>
      http.request(
        'GET',
        `${seg(location)}/user-resource/host_pool/list`,
        { ...opts },
        listOf((r) => HostPoolSchema.parse(r)),
      ),

    /** `GET /v1/payment/billing_account/list`. */
    billingAccounts: (opts: CallOptions = {}): Promise<BillingAccount[]> =>
      http.send(first['account.billingAccounts'](), opts, listOf(parseBillingAccount)),

    /** `GET /v1/payment/billing_account/{id}/invoices`. */
    invoices: (billingAccountId: number, opts: CallOptions = {}): Promise<Invoice[]> =>
      http.request(
        'GET',
        `payment/billing_account/${seg(billingAccountId)}/invoices`,
        { ...opts },
        listOf((r) => InvoiceSchema.parse(r)),
      ),

    /**
     * `GET /v1/account/quotas[?billing_account_id=]` (CONTRACTS "Quotas"): limit and usage of each quota, per
     * billing account the caller may use.
     */
    quotas: (billingAccountId?: number, opts: CallOptions = {}): Promise<AccountQuotas[]> =>
      http.request(
        'GET',
        'account/quotas',
        { ...opts, query: compact({ billing_account_id: billingAccountId }) },
        listOf((r) => AccountQuotasSchema.parse(r)),
      ),

    /** `GET /v1/user-resource/token/list`. */
    listTokens: (opts: CallOptions = {}): Promise<ApiToken[]> =>
      http.request('GET', 'user-resource/token/list', { ...opts }, listOf(parseApiToken)),

    /** `POST /v1/user-resource/token` (JSON) → the token with its secret, shown once. */
    createToken: (input: TokenCreateInput): Promise<ApiTokenCreated> =>
      http.send(r.createToken(input), {}, (b) => ApiTokenCreatedSchema.parse(b)),

    /** `DELETE /v1/user-resource/token/{id}`. */
    deleteToken: (id: number): Promise<void> => http.send(r.deleteToken(id)),

    /** `GET /v1/user-resource/ssh_keys`. */
    listSshKeys: (opts: CallOptions = {}): Promise<SshKey[]> =>
      http.request(
        'GET',
        'user-resource/ssh_keys',
        { ...opts },
        listOf((r) => SshKeySchema.parse(r)),
      ),

    /** `POST /v1/user-resource/ssh_keys` (JSON `{name, public_key}`). */
    createSshKey: (input: SshKeyCreateInput): Promise<SshKey> =>
      http.send(r.createSshKey(input), {}, (b) => SshKeySchema.parse(b)),

    /** `DELETE /v1/user-resource/ssh_keys/{uuid}`. */
    deleteSshKey: (uuid: string): Promise<void> => http.send(r.deleteSshKey(uuid)),

    /** `GET /v1/pricing/list/current` (SPEC §7 Pricing). */
    priceList: (opts: CallOptions = {}): Promise<PriceList> =>
      http.send(first['account.priceList'](), opts, (b) => PriceListSchema.parse(b)),
  }
}

/** The account and platform calls of a client. */
export type AccountApi = ReturnType<typeof accountApi>
