import { describe, expect, it } from 'vitest'
import { helpAddresses, helpLinks, type HelpFacts } from './help-links'

const facts: HelpFacts = {
  pageUrl: 'https://console.acme.test/admin/help',
  graphqlPath: '/graphql',
  general: { support_url: null },
  graphqlAvailable: false,
  monitoringAvailable: false,
}

describe('the admin Help page (SPEC §2)', () => {
  it('derives the API and GraphQL addresses from the page host (SPEC §7 Other)', () => {
    expect(helpAddresses(facts.pageUrl, '/graphql')).toEqual({
      apiUrl: 'https://api.acme.test/v1',
      graphqlUrl: 'https://api.acme.test/graphql',
    })
    expect(helpAddresses('http://127.0.0.1:8080/admin/help', '/gql')).toEqual({
      apiUrl: 'http://127.0.0.1:8080/v1',
      graphqlUrl: 'http://127.0.0.1:8080/gql',
    })
  })

  it('shows only the links whose target exists or is configured', () => {
    expect(helpLinks(facts).map((l) => l.label)).toEqual(['API documentation', 'Admin API documentation'])
    const all = helpLinks({
      ...facts,
      general: { support_url: 'https://support.acme.test' },
      graphqlAvailable: true,
      monitoringAvailable: true,
      docsUrl: 'https://docs.acme.test',
      releaseNotesUrl: 'https://docs.acme.test/releases',
    })
    expect(all.map((l) => l.label)).toEqual([
      'API documentation',
      'Admin API documentation',
      'Feature docs and guides',
      'Release notes',
      'Support tickets',
      'GraphQL explorer',
      'Monitoring dashboard',
    ])
    expect(all.find((l) => l.id === 'support')!.href).toBe('https://support.acme.test')
    expect(all.find((l) => l.id === 'api-docs')!.href).toBe('https://console.acme.test/api-docs')
  })
})
