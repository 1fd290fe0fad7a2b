/**
 * /billing/account/{id}/detail/{type}/{invoiceId} (SPEC §2): the route module. A document that does not exist,
 * is of another type, or belongs to an account the user may not use is the missing-resource page listing up to
 * 30 documents of the account that do (SPEC §8).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { InvoiceTypeSchema } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { loadOrMissing } from '../../app/missing-resource'
import { useServices, type AppServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { InvoiceDetailView } from './InvoiceDetailView'
import { billingDocumentPath } from './paths'

/** Reads the account and the document; a document of another type is missing too. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = Number(params.id)
    const type = InvoiceTypeSchema.safeParse(params.type)
    const invoiceId = Number(params.invoiceId)
    await queryClient.ensureQueryData(queries.billingAccount(id))
    await loadOrMissing({
      kind: 'Invoice',
      id: String(params.invoiceId),
      load: async () => {
        if (!type.success || !Number.isInteger(invoiceId)) return undefined
        const document = await queryClient.ensureQueryData(queries.invoice(id, invoiceId))
        return document.type === type.data ? document : undefined
      },
      ids: async () =>
        (await queryClient.fetchQuery(queries.invoices(id)))
          .filter((d) => !type.success || d.type === type.data)
          .map((d) => String(d.id)),
    })
    return null
  }

/** A missing document: "This invoice is gone", with the account's documents of that type. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'invoice',
  idHref: (id, params) =>
    billingDocumentPath(Number(params.id), InvoiceTypeSchema.catch('invoice').parse(params.type), Number(id)),
})

/** The document's page. */
export default function InvoiceDetailPage() {
  const params = useParams()
  const id = Number(params.id)
  const invoiceId = Number(params.invoiceId)
  const { client, queries } = useServices()
  const { data: account } = useSuspenseQuery(queries.billingAccount(id))
  const { data: document } = useSuspenseQuery(queries.invoice(id, invoiceId))
  return (
    <InvoiceDetailView
      document={document}
      account={account}
      downloads={{
        pdf: client.billing.documentUrl(id, invoiceId, 'pdf'),
        csv: client.billing.documentUrl(id, invoiceId, 'csv'),
      }}
      renderLink={renderRouterLink}
    />
  )
}
