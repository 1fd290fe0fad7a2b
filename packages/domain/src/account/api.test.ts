import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { defaultConsoleConfig } from '../config/index.js'
import { demoPriceList } from '../pricing/index.js'
import {
  makeApiToken,
  makeBillingAccount,
  makeHostPool,
  makeInvoice,
  makeLocation,
  makeSshKey,
  makeUser,
} from '../fixtures/index.js'

const user = makeUser()
const token = makeApiToken()
const key = makeSshKey()
const quotas = {
  billing_account_id: 1001,
  quotas: [
    { resource: 'vms' as const, limit: 20, used: 3 },
    { resource: 'ram_mb' as const, limit: 131072, used: 6144 },
  ],
}

describeCalls('Account and platform calls (CONTRACTS "Non-Warren endpoints"; API-NOTES §12)', [
  {
    name: 'sign in: POST /auth/sign-in (outside /v1, JSON)',
    run: (c) => c.account.signIn({ email: 'ada@example.com', password: 'pw' }),
    reply: { body: user },
    method: 'POST',
    path: '/auth/sign-in',
    json: { email: 'ada@example.com', password: 'pw' },
    check: (r) => expect(r).toEqual(user),
  },
  {
    name: 'sign up: POST /auth/sign-up (JSON), 202',
    run: (c) => c.account.signUp({ email: 'ada@example.com', password: 'Long enough 1', first_name: 'Ada' }),
    reply: { status: 202, body: { email: 'ada@example.com', message: 'Check your e-mail' } },
    method: 'POST',
    path: '/auth/sign-up',
    json: { email: 'ada@example.com', password: 'Long enough 1', first_name: 'Ada' },
    check: (r) => expect(r).toEqual({ email: 'ada@example.com', message: 'Check your e-mail' }),
  },
  {
    name: 'confirm a sign-up: POST /auth/sign-up/verify (JSON), 201',
    run: (c) => c.account.verifySignUp({ token: 'abc' }),
    reply: { status: 201, body: user },
    method: 'POST',
    path: '/auth/sign-up/verify',
    json: { token: 'abc' },
    check: (r) => expect(r).toEqual(user),
  },
  {
    name: 'sign out: POST /auth/sign-out, 204',
    run: (c) => c.account.signOut(),
    reply: { status: 204 },
    method: 'POST',
    path: '/auth/sign-out',
  },
  {
    name: 'current user: GET user-resource/user',
    run: (c) => c.account.currentUser(),
    reply: { body: user },
    method: 'GET',
    path: '/v1/user-resource/user',
    check: (r) => expect(r).toEqual(user),
  },
  {
    name: 'console config: GET config/console',
    run: (c) => c.account.consoleConfig(),
    reply: { body: defaultConsoleConfig },
    method: 'GET',
    path: '/v1/config/console',
    check: (r) => expect(r).toEqual(defaultConsoleConfig),
  },
  {
    name: 'locations: GET config/locations',
    run: (c) => c.account.locations(),
    reply: { body: [makeLocation(), makeLocation({}, 2)] },
    method: 'GET',
    path: '/v1/config/locations',
    check: (r) => expect(r).toEqual([makeLocation(), makeLocation({}, 2)]),
  },
  {
    name: 'host pools: GET {location}/user-resource/host_pool/list',
    run: (c) => c.account.hostPools('tll01'),
    reply: { body: [makeHostPool()] },
    method: 'GET',
    path: '/v1/tll01/user-resource/host_pool/list',
    check: (r) => expect(r).toEqual([makeHostPool()]),
  },
  {
    name: 'billing accounts: GET payment/billing_account/list',
    run: (c) => c.account.billingAccounts(),
    reply: { body: [stripTags(makeBillingAccount())] },
    method: 'GET',
    path: '/v1/payment/billing_account/list',
    check: (r) => expect(r).toEqual([makeBillingAccount()]),
  },
  {
    name: 'invoices: GET payment/billing_account/{id}/invoices',
    run: (c) => c.account.invoices(1001),
    reply: { body: [makeInvoice()] },
    method: 'GET',
    path: '/v1/payment/billing_account/1001/invoices',
    check: (r) => expect(r).toEqual([makeInvoice()]),
  },
  {
    name: 'quotas of one billing account: GET account/quotas?billing_account_id=',
    run: (c) => c.account.quotas(1001),
    reply: { body: [quotas] },
    method: 'GET',
    path: '/v1/account/quotas',
    query: { billing_account_id: '1001' },
    check: (r) => expect(r).toEqual([quotas]),
  },
  {
    name: 'quotas of every billing account: GET account/quotas',
    run: (c) => c.account.quotas(),
    reply: { body: [quotas] },
    method: 'GET',
    path: '/v1/account/quotas',
  },
  {
    name: 'tokens: GET user-resource/token/list',
    run: (c) => c.account.listTokens(),
    reply: { body: [stripTags(token)] },
    method: 'GET',
    path: '/v1/user-resource/token/list',
    check: (r) => expect(r).toEqual([token]),
  },
  {
    name: 'tokens: POST user-resource/token (JSON); the secret comes back once',
    run: (c) => c.account.createToken({ description: 'ci', billing_account_id: 1001, restricted: true }),
    reply: {
      body: { ...stripTags(token), restricted: true, billing_account_id: 1001, token: 'secret-token' },
    },
    method: 'POST',
    path: '/v1/user-resource/token',
    json: { description: 'ci', billing_account_id: 1001, restricted: true },
    check: (r) => expect(r).toMatchObject({ token: 'secret-token', restricted: true }),
  },
  {
    name: 'tokens: DELETE user-resource/token/{id}',
    run: (c) => c.account.deleteToken(token.id),
    reply: { status: 204 },
    method: 'DELETE',
    path: `/v1/user-resource/token/${token.id}`,
  },
  {
    name: 'SSH keys: GET user-resource/ssh_keys',
    run: (c) => c.account.listSshKeys(),
    reply: { body: [key] },
    method: 'GET',
    path: '/v1/user-resource/ssh_keys',
  },
  {
    name: 'SSH keys: POST user-resource/ssh_keys (JSON)',
    run: (c) => c.account.createSshKey({ name: key.name, public_key: key.public_key }),
    reply: { body: key },
    method: 'POST',
    path: '/v1/user-resource/ssh_keys',
    json: { name: key.name, public_key: key.public_key },
  },
  {
    name: 'SSH keys: DELETE user-resource/ssh_keys/{uuid}',
    run: (c) => c.account.deleteSshKey(key.uuid),
    reply: { status: 204 },
    method: 'DELETE',
    path: `/v1/user-resource/ssh_keys/${key.uuid}`,
  },
  {
    name: 'price list: GET pricing/list/current (SPEC §7 Pricing)',
    run: (c) => c.account.priceList(),
    reply: { body: demoPriceList },
    method: 'GET',
    path: '/v1/pricing/list/current',
    check: (r) => expect(r).toEqual(demoPriceList),
  },
])
