/**
 * How a route is declared so that it is both mounted and documented (CONTRACTS.md `/openapi.json`): the route
 * modules build their routes on {@link apiRoutes} (under /v1) or {@link publicRoutes} (outside it), an
 * `OpenAPIHono` from @hono/zod-openapi whose `get/post/put/patch/delete` also register the route in the app's
 * OpenAPI registry (`openAPIRegistry.registerPath`). Each route names what it takes and returns in one middleware:
 *
 * ```ts
 * .post('/network/firewalls', takes(FirewallCreateInputSchema, Firewall), async (c) => {
 * .get('/network/firewalls', returns([Firewall]), async (c) => {
 * ```
 *
 * `takes` IS `warrenBody` (http/body.ts): the input schema in the document is the domain schema the route
 * validates with, and Warren's conventions (form, JSON and query merged, Warren's error shape) stay the only
 * validation; the library adds no validator of its own. A route declared without `takes` or `returns` throws when
 * it is mounted, so an undocumented route fails every test.
 */
import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { warrenBody } from './body.js'
import type { AppEnv } from './env.js'
import { errorResponse } from './openapi.js'

/** A response body: a schema, or `[schema]` for a bare array (API-NOTES §1.4: lists are unpaginated arrays). */
type Body = z.ZodType | [z.ZodType]
/** Success statuses a route documents; a string is a description of a response without a body. */
type Status = 101 | 200 | 201 | 202 | 204
/** What a route answers: a body with 200, or bodies/descriptions by status (`{ 204: 'Deleted' }`). */
export type Answer = Body | Partial<Record<Status, Body | string>>

type Documentation = { input?: z.ZodType; answer: Answer }

/** What each {@link takes} / {@link returns} middleware documents. */
const documentation = new WeakMap<object, Documentation>()
/** The {@link returns} markers: they describe a route and are not mounted. */
const markers = new WeakSet<object>()

/**
 * Validates the request input with a domain input schema (it is {@link warrenBody}, `aliases` included) and
 * documents that schema as the route's input (query parameters for GET, a form or JSON body otherwise) and
 * `answer` as its response.
 */
export function takes<S extends z.ZodType>(input: S, answer: Answer, aliases: Record<string, string> = {}) {
  const middleware = warrenBody(input, aliases)
  documentation.set(middleware, { input, answer })
  return middleware
}

/** Documents the response of a route that reads no input. Not mounted: it only describes the route. */
export function returns(answer: Answer): MiddlewareHandler<AppEnv> {
  const marker: MiddlewareHandler<AppEnv> = (_c, next) => next()
  documentation.set(marker, { answer })
  markers.add(marker)
  return marker
}

/** Documents a route that answers 200 with an empty body (API-NOTES §1: several DELETEs do). */
export const returnsEmpty = returns({ 200: 'Empty body' })

/** `/token/:id{[0-9]+}` → `/token/{id}`, with its path parameters and their patterns. */
export function openApiPath(honoPath: string): { path: string; params: [string, string | undefined][] } {
  const params: [string, string | undefined][] = []
  const path = honoPath.replace(
    /:([A-Za-z_][A-Za-z0-9_]*)(?:\{([^}]*)\})?/g,
    (_m, name: string, re?: string) => {
      params.push([name, re])
      return `{${name}}`
    },
  )
  return { path, params }
}

const isBody = (answer: Answer): answer is Body => Array.isArray(answer) || answer instanceof z.ZodType

function content(body: Body) {
  const schema = Array.isArray(body) ? z.array(body[0]) : body
  return { content: { 'application/json': { schema } } }
}

function responses(answer: Answer): RouteConfig['responses'] {
  const byStatus: Partial<Record<Status, Body | string>> = isBody(answer) ? { 200: answer } : answer
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, body]) => [
      status,
      typeof body === 'string'
        ? { description: body }
        : {
            description: status === '201' ? 'Created' : status === '202' ? 'Accepted' : 'Success',
            ...content(body!),
          },
    ]),
  )
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete']

/**
 * The documented request: path parameters (with their pattern), and the input schema as query parameters for a GET
 * or as a form or JSON body otherwise. Documentation only: `takes` (warrenBody) is the one validator.
 */
function request(method: Method, params: [string, string | undefined][], input?: z.ZodType) {
  const pattern = (re?: string) => (re ? z.string().regex(new RegExp(`^(?:${re})$`)) : z.string())
  const out: RouteConfig['request'] = {}
  if (params.length > 0)
    out.params = z.object(Object.fromEntries(params.map(([name, re]) => [name, pattern(re)])))
  if (input && method === 'get') out.query = input as z.ZodObject
  if (input && method !== 'get') {
    out.body = {
      required: false,
      description: 'Form, JSON or query string: all three are read the same way (API-NOTES §1.3).',
      content: {
        'application/json': { schema: input },
        'application/x-www-form-urlencoded': { schema: input },
      },
    }
  }
  return out
}

/**
 * Routes whose declarations register their documentation. `api` routes are mounted under /v1 and need the
 * `apikey` or a session (401/403 before routing, 404 for a foreign resource or an unknown location slug).
 */
class DocumentedRoutes extends OpenAPIHono<AppEnv> {
  constructor(private readonly access: 'api' | 'public') {
    super()
    for (const method of METHODS) {
      const mount = this[method] as unknown as (
        path: string,
        ...handlers: MiddlewareHandler<AppEnv>[]
      ) => this
      this[method] = ((path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => {
        this.document(method, path, handlers)
        return mount(path, ...handlers.filter((h) => !markers.has(h)))
      }) as never
    }
  }

  private document(method: Method, honoPath: string, handlers: MiddlewareHandler<AppEnv>[]) {
    const docs = handlers.map((h) => documentation.get(h)).filter((d) => d !== undefined)
    if (docs.length !== 1) {
      throw new Error(
        `${method.toUpperCase()} ${honoPath}: declare what it takes or returns with exactly one takes() or returns() (http/route.ts)`,
      )
    }
    const { input, answer } = docs[0]!
    const { path, params } = openApiPath(honoPath)
    const api = this.access === 'api'
    this.openAPIRegistry.registerPath({
      method,
      path,
      operationId: method + path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase()),
      summary: `${method.toUpperCase()} ${api ? '/v1' : ''}${path}`,
      tags: [path.split('/')[1] ?? 'system'],
      ...(api ? {} : { security: [] }),
      request: request(method, params, input),
      responses: {
        ...responses(answer),
        ...(input ? { 400: errorResponse('Invalid') } : {}),
        ...(api
          ? {
              401: errorResponse('Unauthenticated'),
              403: errorResponse('Forbidden'),
              404: errorResponse('NotFound'),
            }
          : {}),
      },
    })
  }
}

/** A path parameter pattern of a UUID (`/:uuid{${UUID_PARAM}}`): anything else is a 404 before the handler. */
export const UUID_PARAM = '[0-9a-fA-F-]{36}'

/** The routes of a /v1 module (modules.ts): each declaration documents itself. */
export const apiRoutes = () => new DocumentedRoutes('api')

/** Routes outside /v1 (/auth, /healthz, the API reference): each declaration documents itself. */
export const publicRoutes = () => new DocumentedRoutes('public')
