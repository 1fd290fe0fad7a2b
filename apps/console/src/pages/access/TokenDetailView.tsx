import { useState } from 'react'
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { ConfirmDialog, KeyValueList, SkeletonPage } from '@cirrus/design-system'
import { apiRequests, type ApiToken, type BillingAccount } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { dateTimeText } from '../../app/format'
import { Section } from '../../components/Section'
import { accountTitle, tokenRows } from './access-rows'
import { ScopeText } from './AccessTables'

/** Props of {@link TokenDetailView}. */
export type TokenDetailViewProps = {
  /** The token (without its secret: that is shown once, at creation). */
  token: ApiToken
  /** The user's billing accounts, to name a restricted token's. */
  billingAccounts: readonly BillingAccount[]
  /** True while the token is being deleted. */
  deleting: boolean
  /** Deletes the token; resolves when it is gone, rejects when it failed (the toast already said so). */
  onDelete: () => Promise<unknown>
  /** The viewer's time zone for the creation time. @default 'UTC' */
  timeZone?: string
}

/** /access/token/{id}/ (SPEC §2): what the token reaches and when it was created; delete, confirmed. */
export function TokenDetailView({
  token,
  billingAccounts,
  deleting,
  onDelete,
  timeZone = 'UTC',
}: TokenDetailViewProps) {
  const [confirming, setConfirming] = useState(false)
  const [row] = tokenRows([token], billingAccounts)
  const apiRequest = useApiRequest(apiRequests.account.deleteToken(token.id))
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="900px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            {row!.name}
          </Heading>
          <Text size="2" color="gray">
            API token
          </Text>
        </Flex>
        <Button color="red" variant="soft" loading={deleting} onClick={() => setConfirming(true)}>
          Delete token
        </Button>
      </Flex>
      <Section title="Scope">
        <KeyValueList
          items={[
            { label: 'Reaches', value: <ScopeText restricted={row!.restricted} scope={row!.scope} /> },
            {
              label: 'Billing account',
              value:
                token.billing_account_id === null
                  ? 'Every billing account (send billing_account_id on creates)'
                  : accountTitle(billingAccounts, token.billing_account_id),
            },
            { label: 'Created', value: dateTimeText(token.created_at, timeZone) },
            { label: 'Starts with', value: row!.prefix },
            { label: 'ID', value: String(token.id), copyText: String(token.id) },
          ]}
        />
      </Section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${row!.name}?`}
        description="Scripts and tools that use this token stop working at once."
        confirmLabel="Delete token"
        onConfirm={onDelete}
        apiRequest={apiRequest}
      />
    </Flex>
  )
}

/** The route's fallback while the token loads. */
export function AccessDetailLoading({ label }: { label: string }) {
  return (
    <Box p="5">
      <SkeletonPage label={label} />
    </Box>
  )
}
