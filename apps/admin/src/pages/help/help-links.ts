/**
 * What the admin Help page lists (SPEC §2 "Admin Help page"): the API URL and the GraphQL URL, both derived from the
 * page's host (SPEC §7 Other, the domain's `apiOriginForPage`/`graphqlUrlForPage`), and links to the API
 * documentation, the admin API documentation, feature docs and guides, release notes, support tickets, the GraphQL
 * explorer and a monitoring dashboard — each shown only when its target exists or is configured.
 */
import { API_PREFIX, apiOriginForPage, graphqlUrlForPage, type GeneralSettings } from '@cirrus/domain'

/** One link of the Help page. */
export type HelpLink = { id: string; label: string; href: string; description: string }

/** What decides which links exist. */
export type HelpFacts = {
  /** The page's URL (`window.location.href`). */
  pageUrl: string
  /** The configured GraphQL path (console config `graphqlPath`). */
  graphqlPath: string
  /** The general settings (support URL). */
  general: Pick<GeneralSettings, 'support_url'> | undefined
  /** Whether the GraphQL endpoint answers (its explorer is served there). */
  graphqlAvailable: boolean
  /** Whether the monitoring dashboard page exists. */
  monitoringAvailable: boolean
  /** Feature docs and guides, release notes: links the operator configured, if any. */
  docsUrl?: string | null
  releaseNotesUrl?: string | null
}

/** The API and GraphQL addresses for the page's host. */
export function helpAddresses(pageUrl: string, graphqlPath: string) {
  return {
    apiUrl: `${apiOriginForPage(pageUrl)}/${API_PREFIX}`,
    graphqlUrl: graphqlUrlForPage(pageUrl, graphqlPath),
  }
}

/** The links whose target exists or is configured, in the spec's order. */
export function helpLinks(facts: HelpFacts): HelpLink[] {
  const origin = new URL(facts.pageUrl).origin
  const { graphqlUrl } = helpAddresses(facts.pageUrl, facts.graphqlPath)
  const links: (HelpLink | null)[] = [
    {
      id: 'api-docs',
      label: 'API documentation',
      href: `${origin}/api-docs`,
      description: 'Every Warren call with its input and answer (OpenAPI).',
    },
    {
      id: 'admin-api-docs',
      label: 'Admin API documentation',
      href: `${origin}/api-docs#/admin`,
      description: 'The administrators-only calls under /v1/admin.',
    },
    facts.docsUrl
      ? {
          id: 'docs',
          label: 'Feature docs and guides',
          href: facts.docsUrl,
          description: 'How each feature works.',
        }
      : null,
    facts.releaseNotesUrl
      ? {
          id: 'release-notes',
          label: 'Release notes',
          href: facts.releaseNotesUrl,
          description: 'What changed.',
        }
      : null,
    facts.general?.support_url
      ? {
          id: 'support',
          label: 'Support tickets',
          href: facts.general.support_url,
          description: 'The support desk customers reach from the top bar.',
        }
      : null,
    facts.graphqlAvailable
      ? {
          id: 'graphql',
          label: 'GraphQL explorer',
          href: graphqlUrl,
          description: 'Query the admin read side.',
        }
      : null,
    facts.monitoringAvailable
      ? {
          id: 'monitoring',
          label: 'Monitoring dashboard',
          href: `${origin}/admin/monitoring`,
          description: 'The platform metrics as charts.',
        }
      : null,
  ]
  return links.filter((l): l is HelpLink => l !== null)
}
