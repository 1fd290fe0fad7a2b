/**
 * /admin/help: the route module. The addresses come from the page's host and the configured GraphQL path; a link
 * is listed only when its target exists (the GraphQL endpoint answers) or is configured (the support URL).
 */
import { useQuery } from '@tanstack/react-query'
import { useServices } from '@cirrus/app-kit'
import { adminQueries } from '../../app/queries'
import { helpAddresses, helpLinks } from './help-links'
import { HelpView } from './HelpView'

/** Whether something answers at `url` (anything but a 404 or a network failure). */
async function answers(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'GET',
      headers: { accept: 'text/html' },
      credentials: 'same-origin',
      signal,
    })
    return res.status !== 404
  } catch {
    return false
  }
}

/** The Help screen. */
export default function HelpPage() {
  const { client, queries } = useServices()
  const config = useQuery(queries.consoleConfig())
  const general = useQuery(adminQueries(client).general())
  const pageUrl = window.location.href
  const graphqlPath = config.data?.graphqlPath ?? '/graphql'
  const { apiUrl, graphqlUrl } = helpAddresses(pageUrl, graphqlPath)
  const graphql = useQuery({
    queryKey: ['admin', 'help', 'graphql', graphqlUrl],
    queryFn: ({ signal }) => answers(graphqlUrl, signal),
    enabled: config.isSuccess,
  })
  const ready = graphql.isFetched && !general.isPending
  return (
    <HelpView
      apiUrl={apiUrl}
      graphqlUrl={graphqlUrl}
      links={
        ready
          ? helpLinks({
              pageUrl,
              graphqlPath,
              general: general.data,
              graphqlAvailable: graphql.data === true,
              monitoringAvailable: true,
              docsUrl: general.data?.docs_url,
              releaseNotesUrl: general.data?.release_notes_url,
            })
          : undefined
      }
    />
  )
}
