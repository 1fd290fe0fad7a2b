/**
 * Guard: every route the app mounts is listed here with the test file(s) that exercise it, so a new endpoint
 * cannot be added untested (issue 4 "Done when": every endpoint tested for success, validation failure, not
 * found and forbidden, on PGlite and on PostgreSQL). The map is reviewed by hand: when you add a route, add its
 * tests (README.md "Adding a resource" step 8), then its line here. Each listed file must mention every static
 * segment of the path and the method, a cheap check that the file is the one that calls it.
 *
 * Forbidden without or with a wrong key is the same for every /v1 route (API-NOTES §15 item 1: 401 without the
 * `apikey` header, 403 for a bad key), so it is swept here over the mounted routes rather than in each file.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../../test/helpers.js'

const t = usePlatform()

const COVERED_BY: Record<string, string[]> = {
  // GraphQL admin read side and the admin API (issue 13)
  'GET /graphql/explorer/:file': ['src/graphql/graphql.test.ts'],
  'GET /graphql': ['src/graphql/graphql.test.ts'],
  'POST /graphql': ['src/graphql/graphql.test.ts'],
  // The admin API (issue 13); admin-audit.test.ts also calls every admin route as a customer (403).
  'GET /v1/events': ['src/routes/events.test.ts'],
  'GET /v1/events/stream': ['src/routes/events.test.ts'],
  'GET /v1/admin/events': ['src/routes/events.test.ts'],
  'GET /v1/admin/events/stream': ['src/routes/events.test.ts'],
  'GET /v1/admin/audit': ['src/routes/admin-audit.test.ts'],
  'GET /v1/admin/audit/:type/:id': ['src/routes/admin-audit.test.ts'],
  'GET /v1/admin/overview': ['src/routes/admin-overview.test.ts'],
  'GET /v1/admin/metrics': ['src/routes/admin-overview.test.ts'],
  'GET /v1/admin/config': ['src/routes/admin-settings.test.ts'],
  'PATCH /v1/admin/config': ['src/routes/admin-settings.test.ts'],
  'GET /v1/admin/general': ['src/routes/admin-settings.test.ts'],
  'PUT /v1/admin/general': ['src/routes/admin-settings.test.ts'],
  'GET /v1/admin/users': ['src/routes/admin-people.test.ts'],
  'GET /v1/admin/users/:id{[0-9]+}': ['src/routes/admin-people.test.ts'],
  'POST /v1/admin/users/suspension': ['src/routes/admin-people.test.ts'],
  'POST /v1/admin/users/admin_role': ['src/routes/admin-people.test.ts'],
  'GET /v1/admin/billing_accounts': ['src/routes/admin-people.test.ts'],
  'GET /v1/admin/billing_accounts/:id{[0-9]+}': ['src/routes/admin-people.test.ts'],
  'POST /v1/admin/billing_accounts/suspension': ['src/routes/admin-people.test.ts'],
  'GET /v1/admin/virtual_machines': ['src/routes/admin-people.test.ts'],
  'GET /v1/admin/virtual_machines/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-people.test.ts'],
  'POST /v1/admin/virtual_machines/action': ['src/routes/admin-people.test.ts'],
  'POST /v1/admin/virtual_machines/move': ['src/routes/admin-people.test.ts'],
  // The bare-metal admin API (issue 14)
  'GET /v1/admin/metal/types': ['src/routes/admin-metal.test.ts'],
  'POST /v1/admin/metal/types': ['src/routes/admin-metal.test.ts'],
  'PATCH /v1/admin/metal/types/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-metal.test.ts'],
  'DELETE /v1/admin/metal/types/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-metal.test.ts'],
  'GET /v1/admin/metal/machines': ['src/routes/admin-metal.test.ts'],
  'POST /v1/admin/metal/machines': ['src/routes/admin-metal.test.ts'],
  'PUT /v1/admin/metal/machines/:uuid{[0-9a-fA-F-]{36}}/state': ['src/routes/admin-metal.test.ts'],
  'DELETE /v1/admin/metal/machines/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-metal.test.ts'],
  'GET /v1/admin/metal/machines/:location{[a-z0-9-]{1,100}}/:uuid{[0-9a-fA-F-]{36}}/history': [
    'src/routes/admin-metal.test.ts',
  ],
  'GET /v1/admin/metal/os': ['src/routes/admin-metal.test.ts'],
  'PUT /v1/admin/metal/os/:os_name{[A-Za-z0-9._-]{1,100}}/versions/:os_version{[A-Za-z0-9._-]{1,100}}': [
    'src/routes/admin-metal.test.ts',
  ],
  'GET /healthz': ['src/http/conventions.test.ts'],
  'GET /metrics': ['src/http/conventions.test.ts'],
  'GET /openapi.json': ['src/routes/api-docs.test.ts'],
  'GET /api-docs': ['src/routes/api-docs.test.ts'],
  'GET /api-docs/swagger-initializer.js': ['src/routes/api-docs.test.ts'],
  'GET /api-docs/:file': ['src/routes/api-docs.test.ts'],
  'POST /auth/sign-in': ['src/routes/auth.test.ts'],
  'POST /auth/sign-up': ['src/routes/auth.test.ts'],
  'POST /auth/sign-up/verify': ['src/routes/auth.test.ts', 'src/routes/auth-security.test.ts'],
  'POST /auth/sign-out': ['src/routes/auth.test.ts'],
  'POST /auth/password': ['src/routes/auth-security.test.ts'],
  'GET /v1/user-resource/user': ['src/routes/account.test.ts'],
  'GET /v1/user-resource/token/list': ['src/routes/account.test.ts'],
  'POST /v1/user-resource/token': ['src/routes/account.test.ts'],
  'DELETE /v1/user-resource/token/:id{[0-9]+}': ['src/routes/account.test.ts'],
  'GET /v1/payment/billing_account/list': ['src/routes/account.test.ts'],
  'GET /v1/payment/billing_account/:id{[0-9]+}/invoices': ['src/routes/account.test.ts'],
  'POST /v1/payment/billing_account': ['src/routes/billing-accounts.test.ts'],
  'GET /v1/payment/billing_account/:id{[0-9]+}': ['src/routes/billing-accounts.test.ts'],
  'PATCH /v1/payment/billing_account/:id{[0-9]+}': ['src/routes/billing-accounts.test.ts'],
  'GET /v1/payment/billing_account/:id{[0-9]+}/costs': ['src/routes/billing-accounts.test.ts'],
  'GET /v1/payment/billing_account/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}': [
    'src/routes/billing-accounts.test.ts',
  ],
  'GET /v1/payment/billing_account/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}/csv': [
    'src/routes/billing-accounts.test.ts',
  ],
  'GET /v1/payment/billing_account/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}/pdf': [
    'src/routes/billing-accounts.test.ts',
  ],
  'GET /v1/config/locations': ['src/routes/account.test.ts'],
  'GET /v1/user-resource/host_pool/list': ['src/routes/account.test.ts'],
  'GET /v1/config/console': ['src/routes/account.test.ts'],
  'GET /v1/account/quotas': ['src/routes/quotas.test.ts'],
  'GET /v1/pricing/list/current': ['src/routes/account.test.ts'],
  'GET /v1/pricing/policy': ['src/routes/account.test.ts'],
  'GET /v1/user-resource/vm/list': ['src/routes/vm.test.ts'],
  'GET /v1/user-resource/vm': ['src/routes/vm.test.ts'],
  'GET /v1/user-resource/vm/page': ['src/routes/vm-page.test.ts'],
  'GET /v1/user-resource/vm/console': ['src/routes/vm-console.test.ts'],
  'GET /v1/user-resource/vm/metrics': ['src/routes/vm-metrics.test.ts'],
  'GET /v1/user-resource/billing_resources': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm': ['src/routes/vm.test.ts'],
  'PATCH /v1/user-resource/vm': ['src/routes/vm.test.ts'],
  'DELETE /v1/user-resource/vm': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/start': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/stop': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/clone': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/reinstall': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/backup': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/rebuild': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/boot_iso_media': ['src/routes/vm.test.ts'],
  'PATCH /v1/user-resource/vm/user': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/storage': ['src/routes/vm.test.ts'],
  'PATCH /v1/user-resource/vm/storage': ['src/routes/vm.test.ts'],
  'DELETE /v1/user-resource/vm/storage': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/storage/attach': ['src/routes/disks.test.ts', 'src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/storage/detach': ['src/routes/disks.test.ts', 'src/routes/vm.test.ts'],
  'GET /v1/user-resource/vm/replica': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/replica': ['src/routes/vm.test.ts'],
  'DELETE /v1/user-resource/vm/replica': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/resource_billing': ['src/routes/vm.test.ts'],
  'POST /v1/user-resource/vm/ip/public': ['src/routes/vm.test.ts'],
  'DELETE /v1/user-resource/vm/ip/public': ['src/routes/vm.test.ts'],
  'GET /v1/api/parameters/vm': ['src/routes/parameters.test.ts'],
  'GET /v1/storage/disks': ['src/routes/disks.test.ts'],
  'GET /v1/storage/disks/:uuid': ['src/routes/disks.test.ts'],
  'GET /v1/storage/disk/:uuid': ['src/routes/disks.test.ts'],
  'POST /v1/storage/disks': ['src/routes/disks.test.ts'],
  'PATCH /v1/storage/disks/:uuid': ['src/routes/disks.test.ts'],
  'DELETE /v1/storage/disks/:uuid': ['src/routes/disks.test.ts'],
  'POST /v1/storage/disks/:uuid/snapshots': ['src/routes/disks.test.ts'],
  'DELETE /v1/storage/disks/:uuid/snapshots/:snapshot': ['src/routes/disks.test.ts'],
  'POST /v1/storage/disks/:uuid/snapshots/:snapshot/restore': ['src/routes/disks.test.ts'],
  'DELETE /v1/storage/disk/:uuid': ['src/routes/disks.test.ts', 'src/terraform.test.ts'],
  'GET /v1/config/vm_images': ['src/routes/disks.test.ts'],
  'GET /v1/config/vm_images/plain_os': ['src/routes/disks.test.ts'],
  'GET /v1/config/vm_images/app_catalog': ['src/routes/disks.test.ts'],
  'GET /v1/config/boot_images': ['src/routes/disks.test.ts'],
  'GET /v1/metal/os': ['src/routes/disks.test.ts'],
  'GET /v1/metal/types': ['src/routes/metal.test.ts'],
  'GET /v1/metal/machines': ['src/routes/metal.test.ts'],
  'GET /v1/metal/leases': ['src/routes/metal.test.ts'],
  'POST /v1/metal/lease': ['src/routes/metal.test.ts'],
  'GET /v1/metal/lease/:uuid': ['src/routes/metal.test.ts'],
  'DELETE /v1/metal/lease/:uuid': ['src/routes/metal.test.ts'],
  'GET /v1/user-resource/ssh_keys': ['src/routes/ssh-keys.test.ts'],
  'POST /v1/user-resource/ssh_keys': ['src/routes/ssh-keys.test.ts'],
  'PATCH /v1/user-resource/ssh_keys/:uuid': ['src/routes/ssh-keys.test.ts'],
  'DELETE /v1/user-resource/ssh_keys/:uuid': ['src/routes/ssh-keys.test.ts'],
  'GET /v1/user-resource/access_group': ['src/routes/access-groups.test.ts'],
  'GET /v1/user-resource/access_group/impersonation': ['src/routes/access-groups.test.ts'],
  'POST /v1/user-resource/access_group': ['src/routes/access-groups.test.ts'],
  'DELETE /v1/user-resource/access_group/:id': ['src/routes/access-groups.test.ts'],
  'POST /v1/user-resource/access_group/:id/impersonation': ['src/routes/access-groups.test.ts'],
  'DELETE /v1/user-resource/access_group/:id/impersonation/:impersonationId': [
    'src/routes/access-groups.test.ts',
  ],
  'GET /v1/network/networks': ['src/routes/networks.test.ts'],
  'GET /v1/network/network/:uuid': ['src/routes/networks.test.ts'],
  'POST /v1/network/network': ['src/routes/networks.test.ts'],
  'PATCH /v1/network/network/:uuid': ['src/routes/networks.test.ts'],
  'DELETE /v1/network/network/:uuid': ['src/routes/networks.test.ts'],
  'PUT /v1/network/network/:uuid/default': ['src/routes/networks.test.ts'],
  'GET /v1/network/ip_addresses': ['src/routes/floating-ips.test.ts'],
  'GET /v1/network/ip_addresses/:address': ['src/routes/floating-ips.test.ts'],
  'POST /v1/network/ip_addresses': ['src/routes/floating-ips.test.ts'],
  'PATCH /v1/network/ip_addresses/:address': ['src/routes/floating-ips.test.ts'],
  'POST /v1/network/ip_addresses/:address/assign': ['src/routes/floating-ips.test.ts'],
  'POST /v1/network/ip_addresses/:address/unassign': ['src/routes/floating-ips.test.ts'],
  'DELETE /v1/network/ip_addresses/:address': ['src/routes/floating-ips.test.ts'],
  'GET /v1/network/firewalls': ['src/routes/firewalls.test.ts'],
  'POST /v1/network/firewalls': ['src/routes/firewalls.test.ts'],
  'PUT /v1/network/firewalls/:uuid': ['src/routes/firewalls.test.ts'],
  'DELETE /v1/network/firewalls/:uuid': ['src/routes/firewalls.test.ts'],
  'POST /v1/network/firewalls/:uuid/vms': ['src/routes/firewalls.test.ts'],
  'DELETE /v1/network/firewalls/:uuid/vms': ['src/routes/firewalls.test.ts'],
  'GET /v1/network/load_balancers': ['src/routes/load-balancers.test.ts'],
  'GET /v1/network/load_balancers/:uuid': ['src/routes/load-balancers.test.ts'],
  'POST /v1/network/load_balancers': ['src/routes/load-balancers.test.ts'],
  'PATCH /v1/network/load_balancers/:uuid': ['src/routes/load-balancers.test.ts'],
  'DELETE /v1/network/load_balancers/:uuid': ['src/routes/load-balancers.test.ts'],
  'PUT /v1/network/load_balancers/:uuid/billing_account': ['src/routes/load-balancers.test.ts'],
  'POST /v1/network/load_balancers/:uuid/targets': ['src/routes/load-balancers.test.ts'],
  'DELETE /v1/network/load_balancers/:uuid/targets/:targetUuid': ['src/routes/load-balancers.test.ts'],
  'POST /v1/network/load_balancers/:uuid/forwarding_rules': ['src/routes/load-balancers.test.ts'],
  'DELETE /v1/network/load_balancers/:uuid/forwarding_rules/:ruleUuid': ['src/routes/load-balancers.test.ts'],
  'GET /v1/network/virtual-machines/interfaces': ['src/routes/network-interfaces.test.ts'],
  'GET /v1/network/virtual-machines/:uuid/interfaces': ['src/routes/network-interfaces.test.ts'],
  'POST /v1/network/virtual-machines/:uuid/interfaces/:interfaceUuid/subinterfaces': [
    'src/routes/network-interfaces.test.ts',
  ],
  'DELETE /v1/network/virtual-machines/:uuid/subinterfaces/:subinterfaceUuid': [
    'src/routes/network-interfaces.test.ts',
  ],
  'GET /v1/storage/api/s3': ['src/routes/object-storage.test.ts'],
  'GET /v1/storage/bucket/list': ['src/routes/object-storage.test.ts'],
  'GET /v1/storage/bucket': ['src/routes/object-storage.test.ts'],
  'PUT /v1/storage/bucket': ['src/routes/object-storage.test.ts'],
  'PATCH /v1/storage/bucket': ['src/routes/object-storage.test.ts'],
  'DELETE /v1/storage/bucket': ['src/routes/object-storage.test.ts'],
  'GET /v1/storage/user': ['src/routes/object-storage.test.ts'],
  'GET /v1/storage/user/keys': ['src/routes/object-storage.test.ts'],
  'POST /v1/storage/user/keys': ['src/routes/object-storage.test.ts'],
  'DELETE /v1/storage/user/keys': ['src/routes/object-storage.test.ts'],
  'GET /v1/storage/bucket/:name/objects': ['src/routes/bucket-objects.test.ts'],
  'PUT /v1/storage/bucket/:name/objects/:key{.+}': ['src/routes/bucket-objects.test.ts'],
  'GET /v1/storage/bucket/:name/objects/:key{.+}': ['src/routes/bucket-objects.test.ts'],
  'DELETE /v1/storage/bucket/:name/objects/:key{.+}': ['src/routes/bucket-objects.test.ts'],
  'GET /v1/user-resource/service/catalogue': ['src/routes/managed-services.test.ts'],
  'GET /v1/user-resource/service/packages': ['src/routes/managed-services.test.ts'],
  'GET /v1/user-resource/service/package/:uuid': ['src/routes/managed-services.test.ts'],
  'POST /v1/user-resource/service/package': ['src/routes/managed-services.test.ts'],
  'PATCH /v1/user-resource/service/package/:uuid': ['src/routes/managed-services.test.ts'],
  'DELETE /v1/user-resource/service/package/:uuid': ['src/routes/managed-services.test.ts'],
  'PATCH /v1/user-resource/service/package/:uuid/properties': ['src/routes/managed-services.test.ts'],
  'GET /v1/user-resource/service/package/:uuid/secrets': ['src/routes/managed-services.test.ts'],
  'GET /v1/user-resource/service/package/:uuid/whitelist_addresses': ['src/routes/managed-services.test.ts'],
  'POST /v1/user-resource/service/package/:uuid/whitelist_addresses': ['src/routes/managed-services.test.ts'],
  'DELETE /v1/user-resource/service/package/:uuid/whitelist_addresses': [
    'src/routes/managed-services.test.ts',
  ],
  'POST /v1/user-resource/service/package/:uuid/resources/:targetUuid/start': [
    'src/routes/managed-services.test.ts',
  ],
  'POST /v1/user-resource/service/package/:uuid/resources/:targetUuid/stop': [
    'src/routes/managed-services.test.ts',
  ],
  'POST /v1/user-resource/service/package/vm/rebuild': ['src/routes/managed-services.test.ts'],
  // Admin API: infrastructure and pricing (issue 13).
  // Admin API: network, storage and services (issue 14)
  'GET /v1/admin/network': ['src/routes/admin-network.test.ts'],
  'PUT /v1/admin/network/:location': ['src/routes/admin-network.test.ts'],
  'POST /v1/admin/network/ranges': ['src/routes/admin-network.test.ts'],
  'PATCH /v1/admin/network/ranges/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-network.test.ts'],
  'DELETE /v1/admin/network/ranges/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-network.test.ts'],
  'GET /v1/admin/floating_ips': ['src/routes/admin-network.test.ts'],
  'GET /v1/admin/load_balancers': ['src/routes/admin-network.test.ts'],
  'GET /v1/admin/buckets': ['src/routes/admin-network.test.ts'],
  'GET /v1/admin/services': ['src/routes/admin-network.test.ts'],
  'GET /v1/admin/services/catalogue': ['src/routes/admin-network.test.ts'],
  'GET /v1/admin/hosts': ['src/routes/admin-infra.test.ts'],
  'POST /v1/admin/hosts': ['src/routes/admin-infra.test.ts'],
  'PATCH /v1/admin/hosts/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-infra.test.ts'],
  'GET /v1/admin/hosts/:uuid{[0-9a-fA-F-]{36}}/vms': ['src/routes/admin-infra.test.ts'],
  'GET /v1/admin/hosts/:uuid{[0-9a-fA-F-]{36}}/metrics': ['src/routes/vm-metrics.test.ts'],
  'GET /v1/admin/host_pools': ['src/routes/admin-infra.test.ts'],
  'PATCH /v1/admin/host_pools/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-infra.test.ts'],
  'GET /v1/admin/locations': ['src/routes/admin-infra.test.ts'],
  'PATCH /v1/admin/locations/:slug{[a-z0-9-]{1,100}}': ['src/routes/admin-infra.test.ts'],
  'GET /v1/admin/vm_images': ['src/routes/admin-infra.test.ts'],
  'PATCH /v1/admin/vm_images/:os_name{[A-Za-z0-9._-]{1,100}}': ['src/routes/admin-infra.test.ts'],
  'PUT /v1/admin/vm_images/:os_name{[A-Za-z0-9._-]{1,100}}/versions/:os_version{[A-Za-z0-9._-]{1,100}}': [
    'src/routes/admin-infra.test.ts',
  ],
  'GET /v1/admin/prices': ['src/routes/admin-prices.test.ts'],
  'POST /v1/admin/prices/preview': ['src/routes/admin-prices.test.ts'],
  'POST /v1/admin/prices': ['src/routes/admin-prices.test.ts'],
  'GET /v1/admin/currencies': ['src/routes/admin-prices.test.ts'],
  'POST /v1/admin/currencies': ['src/routes/admin-prices.test.ts'],
  'PATCH /v1/admin/currencies/:code{[A-Z]{3}}': ['src/routes/admin-prices.test.ts'],
  // Admin billing and growth (issue 14).
  'GET /v1/admin/invoices': ['src/routes/admin-billing.test.ts'],
  'GET /v1/admin/reports/revenue': ['src/routes/admin-billing.test.ts'],
  'GET /v1/admin/custom_products': ['src/routes/admin-billing.test.ts'],
  'POST /v1/admin/custom_products': ['src/routes/admin-billing.test.ts'],
  'PATCH /v1/admin/custom_products/:uuid{[0-9a-fA-F-]{36}}': ['src/routes/admin-billing.test.ts'],
  'GET /v1/admin/campaigns': ['src/routes/admin-billing.test.ts'],
  'POST /v1/admin/campaigns': ['src/routes/admin-billing.test.ts'],
  'PATCH /v1/admin/campaigns/:id{[0-9]+}': ['src/routes/admin-billing.test.ts'],
  'POST /v1/payment/billing_account/:id{[0-9]+}/campaign': ['src/routes/admin-billing.test.ts'],
  'GET /v1/admin/tracking': ['src/routes/admin-growth.test.ts'],
  'PUT /v1/admin/tracking': ['src/routes/admin-growth.test.ts'],
  'GET /v1/admin/referral': ['src/routes/admin-growth.test.ts'],
  'PUT /v1/admin/referral/rule': ['src/routes/admin-growth.test.ts'],
  'GET /v1/user/referral': ['src/routes/admin-growth.test.ts'],
  'POST /v1/user/referral': ['src/routes/admin-growth.test.ts'],
}

/** "METHOD path" of every route the app mounts (middleware-only `ALL` entries left out). */
const mountedRoutes = () => [
  ...new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
]

/** A concrete URL for a route pattern: parameters become `1` (auth answers before route matching). */
const concrete = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1')

describe('route coverage (issue 4 "Done when")', () => {
  it('lists every mounted route, and only those, with test files that call it', () => {
    const mounted = mountedRoutes()
    expect(mounted.length).toBeGreaterThan(100)
    expect(
      mounted.filter((route) => !(route in COVERED_BY)),
      'mounted routes missing from COVERED_BY',
    ).toEqual([])
    expect(
      Object.keys(COVERED_BY).filter((route) => !mounted.includes(route)),
      'stale entries',
    ).toEqual([])
    const uncalled: string[] = []
    for (const [route, files] of Object.entries(COVERED_BY)) {
      const [method, path] = route.split(' ') as [string, string]
      const segments = path.split('/').filter((s) => s !== '' && !s.startsWith(':'))
      for (const file of files) {
        const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
        if (!text.includes(`'${method}'`) || !segments.every((s) => text.includes(`/${s}`))) {
          uncalled.push(`${route} in ${file}`)
        }
      }
    }
    expect(uncalled).toEqual([])
  })

  it('answers every /v1 route with 401 without an apikey and 403 with an invalid one', async () => {
    for (const route of mountedRoutes().filter((r) => r.includes(' /v1/'))) {
      const [method, path] = route.split(' ') as [string, string]
      const json = method === 'GET' ? undefined : {}
      const missing = await call(t.app, method, concrete(path), { json })
      expect(missing.status, `${route} without a key`).toBe(401)
      const invalid = await call(t.app, method, concrete(path), { token: 'not-a-real-token', json })
      expect(invalid.status, `${route} with a bad key`).toBe(403)
    }
  })
})
