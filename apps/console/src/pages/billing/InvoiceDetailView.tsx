/**
 * A billing document's page (SPEC §2 /billing/account/{id}/detail/{type}/{invoiceId}): its period, status and
 * account, its lines (resource, hours, unit price, amount) that add up exactly to the subtotal, the VAT and the
 * total (domain money, CONTRACTS "Money"), and its downloads as PDF and CSV (made by the platform).
 */
import { Badge, Button, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { DownloadIcon } from '@radix-ui/react-icons'
import { KeyValueList, type RenderLink } from '@cirrus/design-system'
import {
  INVOICE_TYPE_LABELS,
  documentTotals,
  formatMoney,
  type BillingAccount,
  type BillingDocument,
  type InvoiceType,
} from '@cirrus/domain'
import { Section } from '../../components/Section'
import { documentLineRows, resourceTypeLabel } from './billing-rows'
import { billingAccountPath } from './paths'

/** Props of {@link InvoiceDetailView}. */
export type InvoiceDetailViewProps = {
  /** The document. */
  document: BillingDocument
  /** Its billing account. */
  account: BillingAccount
  /** The download addresses (the platform's `…/pdf` and `…/csv`). */
  downloads: { pdf: string; csv: string }
  /** Renders links with the router. */
  renderLink: RenderLink
}

/** The document's page. */
export function InvoiceDetailView({ document, account, downloads, renderLink }: InvoiceDetailViewProps) {
  const label = INVOICE_TYPE_LABELS[document.type as InvoiceType].one
  const totals = documentTotals(document)
  const lines = documentLineRows(document)
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            {label} {document.id} · {document.month}
          </Heading>
          <Text size="2" color="gray">
            {renderLink({ href: billingAccountPath(account.id), children: account.title })}
          </Text>
        </Flex>
        <Flex gap="2">
          <Button variant="soft" asChild>
            <a href={downloads.pdf} download>
              <DownloadIcon aria-hidden /> Download PDF
            </a>
          </Button>
          <Button variant="soft" asChild>
            <a href={downloads.csv} download>
              <DownloadIcon aria-hidden /> Download CSV
            </a>
          </Button>
        </Flex>
      </Flex>
      <Section title="Summary">
        <KeyValueList
          items={[
            { label: 'Period', value: document.month },
            {
              label: 'Status',
              value: (
                <Badge color={document.status === 'paid' ? 'green' : 'amber'} variant="soft">
                  {document.status}
                </Badge>
              ),
            },
            { label: 'Currency', value: document.currency },
            { label: 'Total', value: formatMoney(totals.total) },
          ]}
        />
      </Section>
      <Section title="Lines">
        <Table.Root size="1" variant="surface">
          <VisuallyHidden asChild>
            <caption>{`${label} lines`}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Resource</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Hours</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Unit price</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Text color="gray">Nothing was billed in this period</Text>
                </Table.Cell>
              </Table.Row>
            )}
            {lines.map((l) => (
              <Table.Row key={l.id}>
                <Table.RowHeaderCell>
                  <Flex direction="column">
                    <Text>{l.resource}</Text>
                    <Text size="1" color="gray">
                      {resourceTypeLabel(l.resourceType)}
                    </Text>
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell justify="end" className="cirrus-tabular">
                  {l.hours}
                </Table.Cell>
                <Table.Cell justify="end" className="cirrus-tabular">
                  {formatMoney(l.unitPrice, 'en-GB', { per: 'hour' })}
                </Table.Cell>
                <Table.Cell justify="end" className="cirrus-tabular">
                  {formatMoney(l.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <tfoot>
            <Table.Row>
              <Table.RowHeaderCell colSpan={3} justify="end">
                Subtotal
              </Table.RowHeaderCell>
              <Table.Cell justify="end" className="cirrus-tabular">
                {formatMoney(totals.subtotal)}
              </Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.RowHeaderCell colSpan={3} justify="end">
                VAT {document.vat_percentage} %
              </Table.RowHeaderCell>
              <Table.Cell justify="end" className="cirrus-tabular">
                {formatMoney(totals.vat)}
              </Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.RowHeaderCell colSpan={3} justify="end">
                <Text weight="bold">Total</Text>
              </Table.RowHeaderCell>
              <Table.Cell justify="end" className="cirrus-tabular">
                <Text weight="bold">{formatMoney(totals.total)}</Text>
              </Table.Cell>
            </Table.Row>
          </tfoot>
        </Table.Root>
      </Section>
    </Flex>
  )
}
