import { expect, test } from 'vitest'
import { apiOriginForPage, graphqlUrlForPage } from './graphql.js'

test.each([
  ['http://localhost:8080/compute/create', 'http://localhost:8080/graphql'],
  ['http://127.0.0.1:5173/', 'http://127.0.0.1:5173/graphql'],
  ['http://[::1]:8080/', 'http://[::1]:8080/graphql'],
  ['http://cirrus.localhost/', 'http://cirrus.localhost/graphql'],
  ['https://console.example.com:8443/', 'https://console.example.com:8443/graphql'],
  ['https://api.pilvio.com/v1', 'https://api.pilvio.com/graphql'],
  ['https://app.pilvio.com/compute/vm/tll01/x', 'https://api.pilvio.com/graphql'],
  ['https://console.idcloudhost.com/', 'https://api.idcloudhost.com/graphql'],
  ['https://my.inspace.cloud/', 'https://api.inspace.cloud/graphql'],
  ['https://cirrus.example.org/admin', 'https://cirrus.example.org/graphql'],
  ['http://app.example.com/', 'https://api.example.com/graphql'],
  ['https://app.com/', 'https://app.com/graphql'],
])('the GraphQL address of %s is %s (SPEC §7 Other)', (page, expected) => {
  expect(graphqlUrlForPage(page)).toBe(expected)
})

test('the configured path is used, with or without its leading slash', () => {
  expect(graphqlUrlForPage('https://app.pilvio.com/', '/api/graphql')).toBe(
    'https://api.pilvio.com/api/graphql',
  )
  expect(graphqlUrlForPage(new URL('http://localhost:8080/'), 'gql')).toBe('http://localhost:8080/gql')
})

test('the API origin follows the same rule', () => {
  expect(apiOriginForPage('https://portal.example.net/x')).toBe('https://api.example.net')
})
