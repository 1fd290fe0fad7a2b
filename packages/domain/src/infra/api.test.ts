import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'

const UUID = '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01'

describeCalls('Admin infrastructure and pricing calls (issue 13)', [
  {
    name: 'hosts: GET admin/hosts',
    run: (c) => c.infra.listHosts(),
    reply: { body: [] },
    method: 'GET',
    path: '/v1/admin/hosts',
    check: (r) => expect(r).toEqual([]),
  },
  {
    name: 'maintenance: PATCH admin/hosts/{uuid}',
    run: (c) => c.infra.updateHost(UUID, { maintenance: true }).catch(() => null),
    method: 'PATCH',
    path: `/v1/admin/hosts/${UUID}`,
    json: { maintenance: true },
  },
  {
    name: 'publish: PUT admin/vm_images/{os}/versions/{version}',
    run: (c) => c.infra.publishImageVersion('ubuntu', '25.10', false).catch(() => null),
    method: 'PUT',
    path: '/v1/admin/vm_images/ubuntu/versions/25.10',
    json: { published: false },
  },
  {
    name: 'price preview: POST admin/prices/preview',
    run: (c) =>
      c.infra
        .previewPriceChange({
          currency: 'EUR',
          resource_type: 'RAM',
          gigabytes_from: 0,
          price_per_unit: '0.04',
        })
        .catch(() => null),
    method: 'POST',
    path: '/v1/admin/prices/preview',
    json: { currency: 'EUR', resource_type: 'RAM', gigabytes_from: 0, price_per_unit: '0.04' },
  },
  {
    name: 'currency: PATCH admin/currencies/{code}',
    run: (c) => c.infra.updateCurrency('USD', { exchange_rate: '1.1' }).catch(() => null),
    method: 'PATCH',
    path: '/v1/admin/currencies/USD',
    json: { exchange_rate: '1.1' },
  },
])
