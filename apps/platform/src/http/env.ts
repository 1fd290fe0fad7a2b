/**
 * The Hono environment every route module shares: what the conventions middleware puts on the context.
 */
import type { Hono } from 'hono'
import type { ApiTokenRow } from '../store/api-tokens.js'
import type { LocationRow } from '../store/locations.js'
import type { UserRow } from '../store/users.js'

/** The user and location rows of their repositories, as the routes see them. */
export type { LocationRow, UserRow }

/**
 * Who is calling and what they may reach (access.ts reads it). Built once per request by the auth middleware.
 */
export type Principal = {
  user: UserRow
  /** How the caller authenticated. */
  via: 'apikey' | 'session'
  /** The API token used, when `via` is `apikey`. */
  token: ApiTokenRow | null
  /** A restricted token reaches only this billing account (API-NOTES §1.2). */
  restrictedBillingAccountId: number | null
  /**
   * Billing accounts shared with the user through access delegation groups (API-NOTES §14.1). Filled by the
   * principal extensions of the modules (modules.ts, access.ts); empty until groups exist.
   */
  delegatedBillingAccountIds: number[]
  /**
   * Grantors who share ALL their resources with the user through unrestricted delegation groups (SPEC §3: a group
   * without a billing account), including resources that carry no billing account. Filled like the field above.
   */
  delegatedUserIds: number[]
}

/** Context variables set by the conventions middleware (see app.ts for the order). */
export type AppVariables = {
  /** X-Warren-Correlation-Id of this request. */
  correlationId: string
  /** The merged query + body input (form, JSON or query; API-NOTES §1.3). */
  input: Record<string, unknown>
  /** The authenticated caller; set on every /v1 route. */
  principal: Principal
  /** The location of the request: the slug after /v1, or the default location (API-NOTES §1.1). */
  location: LocationRow
}

/** The Hono env of the platform. */
export type AppEnv = { Variables: AppVariables }

/** A route module: a Hono sub-app mounted under /v1 (or /). */
export type RouteModule = Hono<AppEnv>
