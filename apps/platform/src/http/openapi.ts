/**
 * The OpenAPI 3.1 document of the whole API (CONTRACTS.md `/openapi.json`), derived from the running Hono app:
 * every route the app has mounted is a path, its input schema is the domain schema its `warrenBody` validates
 * with (http/body.ts `inputSchemas`), converted with zod 4's `z.toJSONSchema`, and the response schemas are the
 * domain's Warren entity schemas. Nothing is listed by hand except response shapes and summaries, so a new
 * route appears in the document the moment it is mounted.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import {
  AccountQuotasSchema,
  ApiTokenCreatedSchema,
  ConsoleConfigSchema,
  CurrentUserSchema,
  DiskAttachmentSchema,
  FirewallResourceSchema,
  ForwardingRuleSchema,
  HostPoolSchema,
  ImpersonationSchema,
  InvoiceSchema,
  LoadBalancerTargetSchema,
  LocationSchema,
  PriceListSchema,
  ReplicaSchema,
  S3EndpointSchema,
  S3KeySchema,
  ServiceSecretsSchema,
  SshKeySchema,
  SubinterfaceSchema,
  SuccessSchema,
  VmStorageSchema,
  WarrenAccessGroupSchema,
  WarrenApiTokenSchema,
  WarrenBillingAccountSchema,
  WarrenBucketSchema,
  WarrenDiskSchema,
  WarrenFirewallSchema,
  WarrenIpSchema,
  WarrenLoadBalancerSchema,
  WarrenNetworkSchema,
  WarrenServicePackageSchema,
  WarrenVmImageSchema,
  WarrenVmInterfaceSchema,
  WarrenVmSchema,
  WhitelistSchema,
} from '@cirrus/domain'
import { VmParameterSchema } from '../services/vm-parameters.js'
import { inputSchemas } from './body.js'
import { CLIENT_HEADER, SESSION_COOKIE } from './auth.js'
import type { AppEnv } from './env.js'

type JsonSchema = Record<string, unknown>

/** Named response schemas, emitted once under `components.schemas`. */
const COMPONENTS: Record<string, z.ZodType> = {
  Vm: WarrenVmSchema,
  VmStorage: VmStorageSchema,
  Replica: ReplicaSchema,
  Disk: WarrenDiskSchema,
  DiskAttachment: DiskAttachmentSchema,
  FloatingIp: WarrenIpSchema,
  Network: WarrenNetworkSchema,
  Firewall: WarrenFirewallSchema,
  FirewallResource: FirewallResourceSchema,
  LoadBalancer: WarrenLoadBalancerSchema,
  LoadBalancerTarget: LoadBalancerTargetSchema,
  ForwardingRule: ForwardingRuleSchema,
  VmInterface: WarrenVmInterfaceSchema,
  Subinterface: SubinterfaceSchema,
  ServicePackage: WarrenServicePackageSchema,
  ServiceSecrets: ServiceSecretsSchema,
  Whitelist: WhitelistSchema,
  Bucket: WarrenBucketSchema,
  S3Key: S3KeySchema,
  S3Endpoint: S3EndpointSchema,
  SshKey: SshKeySchema,
  AccessGroup: WarrenAccessGroupSchema,
  Impersonation: ImpersonationSchema,
  CurrentUser: CurrentUserSchema,
  BillingAccount: WarrenBillingAccountSchema,
  Invoice: InvoiceSchema,
  ApiToken: WarrenApiTokenSchema,
  ApiTokenCreated: ApiTokenCreatedSchema,
  Location: LocationSchema,
  HostPool: HostPoolSchema,
  VmImage: WarrenVmImageSchema,
  PriceList: PriceListSchema,
  ConsoleConfig: ConsoleConfigSchema,
  AccountQuotas: AccountQuotasSchema,
  Success: SuccessSchema,
  // The platform's own shape: no client reads it yet, so it is not a domain entity.
  VmParameter: VmParameterSchema,
}

type ResponseRule = {
  method: string
  path: RegExp
  /** Component name; `[Name]` for a bare array (API-NOTES §1.4: lists are bare arrays). */
  body?: string | [string]
  status?: number
  description?: string
}

const V1 = String.raw`^/v1`
const rule = (
  method: string,
  path: string,
  body?: ResponseRule['body'],
  extra: Partial<ResponseRule> = {},
) => ({
  method,
  path: new RegExp(`${V1}${path}$`),
  body,
  ...extra,
})

/** What each route answers (API-NOTES §3–§16, CONTRACTS.md). The first matching rule applies. */
const RESPONSES: ResponseRule[] = [
  // Account, configuration, pricing
  rule('GET', '/user-resource/user', 'CurrentUser'),
  rule('GET', '/user-resource/token/list', ['ApiToken']),
  rule('POST', '/user-resource/token', 'ApiTokenCreated'),
  rule('GET', '/payment/billing_account/list', ['BillingAccount']),
  rule('GET', '/payment/billing_account/[^/]+/invoices', ['Invoice']),
  rule('GET', '/config/locations', ['Location']),
  rule('GET', '/config/console', 'ConsoleConfig'),
  rule('GET', '/account/quotas', ['AccountQuotas']),
  rule('GET', '/config/vm_images(/[^/]+)?', ['VmImage']),
  rule('GET', '/metal/os', ['VmImage']),
  rule('GET', '/user-resource/host_pool/list', ['HostPool']),
  rule('GET', '/pricing/list/current', 'PriceList'),
  rule('GET', '/user-resource/ssh_keys', ['SshKey']),
  rule('POST', '/user-resource/ssh_keys', 'SshKey'),
  rule('PATCH', '/user-resource/ssh_keys/[^/]+', 'SshKey'),
  // Virtual machines and disks
  rule('GET', '/user-resource/vm/list', ['Vm']),
  rule('GET', '/user-resource/billing_resources', ['Vm']),
  rule('GET', '/user-resource/vm/replica', ['Replica']),
  rule('POST', '/user-resource/vm/replica', 'VmStorage'),
  rule('POST', '/user-resource/vm/storage/attach', 'DiskAttachment'),
  rule('POST', '/user-resource/vm/storage/detach', 'Success'),
  rule('POST', '/user-resource/vm/storage', 'VmStorage'),
  rule('PATCH', '/user-resource/vm/storage', 'VmStorage'),
  rule('PATCH', '/user-resource/vm/user', 'Success'),
  rule('(POST|DELETE)', '/user-resource/vm/ip/public', 'Vm', {
    description:
      'Deprecated (API-NOTES §7.4): the VM after a new public IPv4 was assigned, or after it was released',
  }),
  rule('GET', '/api/parameters/vm', ['VmParameter'], {
    description: 'Constraints of a VM create in this location (API-NOTES §7.5)',
  }),
  rule('GET', '/user-resource/vm', 'Vm'),
  rule('POST', '/user-resource/vm(/[a-z_]+)?', 'Vm'),
  rule('PATCH', '/user-resource/vm', 'Vm'),
  rule('GET', '/storage/disks', ['Disk']),
  rule('GET', '/storage/disks?/[^/]+', 'Disk'),
  rule('POST', '/storage/disks', 'Disk', { status: 201 }),
  rule('PATCH', '/storage/disks/[^/]+', 'Disk'),
  rule('DELETE', '/storage/disks/[^/]+', undefined, { status: 204 }),
  // Networking
  rule('GET', '/network/ip_addresses', ['FloatingIp']),
  rule('DELETE', '/network/ip_addresses/[^/]+', undefined, { description: 'The literal JSON body `true`' }),
  rule('(GET|POST|PATCH)', '/network/ip_addresses(/[^/]+(/assign|/unassign)?)?', 'FloatingIp'),
  rule('GET', '/network/networks', ['Network']),
  rule('DELETE', '/network/network/[^/]+', undefined, { description: 'Empty body' }),
  rule('(GET|POST|PATCH|PUT)', '/network/network(/[^/]+(/default)?)?', 'Network'),
  rule('GET', '/network/firewalls', ['Firewall']),
  rule('(POST|PUT)', '/network/firewalls(/[^/]+)?', 'Firewall'),
  rule('POST', '/network/firewalls/[^/]+/vms', ['FirewallResource']),
  rule('DELETE', '/network/firewalls/[^/]+(/vms)?', undefined, { status: 204 }),
  rule('GET', '/network/load_balancers', ['LoadBalancer']),
  rule('POST', '/network/load_balancers/[^/]+/targets', 'LoadBalancerTarget'),
  rule('POST', '/network/load_balancers/[^/]+/forwarding_rules', 'ForwardingRule'),
  rule('(GET|POST|PATCH|PUT)', '/network/load_balancers(/[^/]+(/billing_account)?)?', 'LoadBalancer'),
  rule('GET', '/network/virtual-machines(/[^/]+)?/interfaces', ['VmInterface']),
  rule('POST', '/network/virtual-machines/[^/]+/interfaces/[^/]+/subinterfaces', 'Subinterface'),
  // Managed services
  rule('GET', '/user-resource/service/packages', ['ServicePackage']),
  rule('GET', '/user-resource/service/package/[^/]+/secrets', 'ServiceSecrets'),
  rule('(GET|POST|DELETE)', '/user-resource/service/package/[^/]+/whitelist_addresses', 'Whitelist'),
  rule(
    '(GET|POST|PATCH|DELETE)',
    '/user-resource/service/package(/[^/]+(/properties|/resources/[^/]+/(start|stop))?)?',
    'ServicePackage',
  ),
  rule('POST', '/user-resource/service/package/vm/rebuild', 'ServicePackage'),
  // Object storage
  rule('GET', '/storage/api/s3', 'S3Endpoint'),
  rule('GET', '/storage/bucket/list', ['Bucket']),
  rule('(GET|PUT|PATCH)', '/storage/bucket', 'Bucket'),
  rule('DELETE', '/storage/bucket', undefined, { status: 204 }),
  rule('(GET|POST)', '/storage/user/keys', ['S3Key']),
  // Access delegation
  rule('GET', '/user-resource/access_group', ['AccessGroup']),
  rule('POST', '/user-resource/access_group', 'AccessGroup'),
  rule('POST', '/user-resource/access_group/[^/]+/impersonation', 'Impersonation'),
  rule('DELETE', '/user-resource/(access_group.*|ssh_keys/[^/]+|token/[^/]+)', 'Success'),
]

/** JSON Schema of a zod schema without the `$schema` key; input side for requests, output side for responses. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const convert = (side: 'input' | 'output') => {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
      io: side,
      unrepresentable: 'any',
    }) as JsonSchema
    return rest
  }
  const result = convert(io)
  // A preprocess step (e.g. reading `display_name` as `name`) hides the input shape; the output shape is the
  // same set of fields.
  return Object.keys(result).length === 0 && io === 'input' ? convert('output') : result
}

/** `/v1/token/:id{[0-9]+}` → `/v1/token/{id}` and the parameter names. */
export function openApiPath(honoPath: string): { path: string; params: string[] } {
  const params: string[] = []
  const path = honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, (_m, name: string) => {
    params.push(name)
    return `{${name}}`
  })
  return { path, params }
}

/** The routes of an app that the document lists: every method route, without wildcard middleware. */
export function documentedRoutes(app: Hono<AppEnv>): { method: string; path: string }[] {
  const seen = new Set<string>()
  const out: { method: string; path: string }[] = []
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ method: route.method, path: route.path })
  }
  return out
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Warren error (API-NOTES §1.5): field errors under errors.<field>, others under errors.Error',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message', 'errors'],
}

function responseBody(body: ResponseRule['body']): JsonSchema | undefined {
  if (body === undefined) return undefined
  return Array.isArray(body)
    ? { type: 'array', items: { $ref: `#/components/schemas/${body[0]}` } }
    : { $ref: `#/components/schemas/${body}` }
}

/** Builds the OpenAPI 3.1 document of `app`. */
export function buildOpenApi(app: Hono<AppEnv>): Record<string, unknown> {
  const handlersByRoute = new Map<string, unknown[]>()
  for (const route of app.routes) {
    const key = `${route.method} ${route.path}`
    handlersByRoute.set(key, [...(handlersByRoute.get(key) ?? []), route.handler])
  }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const { method, path: honoPath } of documentedRoutes(app)) {
    const { path, params } = openApiPath(honoPath)
    const handlers = handlersByRoute.get(`${method} ${honoPath}`) ?? []
    const input = handlers.map((h) => inputSchemas.get(h as object)).find((s) => s !== undefined)
    const isV1 = path.startsWith('/v1/')
    const operation: Record<string, unknown> = {
      operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: `${method} ${path}`,
      tags: [isV1 ? (path.split('/')[2] ?? 'v1') : (path.split('/')[1] ?? 'system')],
      parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(isV1 ? {} : { security: [] }),
    }
    if (input) {
      const schema = jsonSchema(input, 'input')
      if (method === 'GET' || method === 'HEAD') {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
        const required = new Set((schema.required as string[] | undefined) ?? [])
        for (const [name, property] of Object.entries(properties)) {
          ;(operation.parameters as unknown[]).push({
            name,
            in: 'query',
            required: required.has(name),
            schema: property,
          })
        }
      } else {
        // Warren reads form, JSON and the query string alike (API-NOTES §1.3).
        operation.requestBody = {
          required: false,
          description: 'Form, JSON or query string: all three are read the same way (API-NOTES §1.3).',
          content: {
            'application/json': { schema },
            'application/x-www-form-urlencoded': { schema },
          },
        }
      }
    }
    const found = RESPONSES.find((r) => new RegExp(`^(${r.method})$`).test(method) && r.path.test(honoPath))
    const status = String(found?.status ?? 200)
    const body = responseBody(found?.body)
    operation.responses = {
      [status]: {
        description: found?.description ?? (status === '204' ? 'No content' : 'Success'),
        ...(body ? { content: { 'application/json': { schema: body } } } : {}),
      },
      ...(input ? { 400: { $ref: '#/components/responses/Invalid' } } : {}),
      ...(isV1
        ? {
            401: { $ref: '#/components/responses/Unauthenticated' },
            403: { $ref: '#/components/responses/Forbidden' },
            404: { $ref: '#/components/responses/NotFound' },
          }
        : {}),
    }
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation }
  }
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  })
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cirrus reference platform (Warren-compatible API)',
      version: '1',
      description: [
        'Every `/v1` path also works with a location slug after `/v1` (`/v1/tll01/network/networks`); without one',
        'the default location is used. Lists are bare arrays without pagination. Request bodies may be a form,',
        'JSON or the query string. Errors are `{"message": …, "errors": {…}}` (API-NOTES §1).',
      ].join(' '),
    },
    servers: [{ url: '/' }],
    security: [{ apikey: [] }, { session: [] }],
    paths,
    components: {
      securitySchemes: {
        apikey: { type: 'apiKey', in: 'header', name: 'apikey' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `Console session; unsafe methods also need the header ${CLIENT_HEADER}: console.`,
        },
      },
      schemas: {
        Error: ERROR_SCHEMA,
        ...Object.fromEntries(
          Object.entries(COMPONENTS).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
        ),
      },
      responses: {
        Invalid: errorResponse('Validation failed; errors names each invalid field'),
        Unauthenticated: errorResponse('No API key found in request'),
        Forbidden: errorResponse('Invalid authentication credentials'),
        NotFound: errorResponse('Not found (or not yours), or an unknown location slug'),
      },
    },
  }
}
