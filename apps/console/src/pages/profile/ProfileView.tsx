import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import { DataTable, KeyValueList, type DataTableColumn } from '@cirrus/design-system'
import { QUOTA_LABELS, type AccountQuotas, type CurrentUser, type Quota } from '@cirrus/domain'

/** Props of {@link ProfileView}. */
export type ProfileViewProps = {
  /** The signed-in user. */
  user: CurrentUser
  /** The quotas of each billing account the user may use (CONTRACTS "Quotas"); undefined while they load. */
  quotas: AccountQuotas[] | undefined
  /** The title of each billing account by id; an account without one shows as "Billing account <id>". */
  accountTitles?: Record<number, string>
  /** Why the quotas could not be loaded. */
  quotasError?: string | null
  /** Retries loading the quotas. */
  onRetryQuotas?: () => void
  /** The user's own referral code (issue 14 /referral); the row is left out while it loads or when it failed. */
  referralCode?: string
}

/** The columns of a quota table: the resource, then used / limit. */
const QUOTA_COLUMNS: DataTableColumn<Quota>[] = [
  { id: 'resource', header: 'Resource', cell: (q) => QUOTA_LABELS[q.resource], primary: true },
  {
    id: 'usage',
    header: 'Used / limit',
    numeric: true,
    cell: (q) => `${q.used.toLocaleString('en-GB')} / ${q.limit.toLocaleString('en-GB')}`,
  },
]

/** /profile/ (SPEC §2): who is signed in, and the quotas of their billing accounts (used / limit). */
export function ProfileView({
  user,
  quotas,
  accountTitles = {},
  quotasError,
  onRetryQuotas,
  referralCode,
}: ProfileViewProps) {
  const name = `${user.profile_data.first_name} ${user.profile_data.last_name}`.trim()
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="760px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Profile
        </Heading>
        <Text size="2" color="gray">
          Your account as the platform knows it.
        </Text>
      </Flex>
      <Card size="2">
        <KeyValueList
          items={[
            { label: 'Name', value: name || null },
            {
              label: 'Email',
              value: user.profile_data.email || user.name,
              copyText: user.profile_data.email || user.name,
            },
            { label: 'User ID', value: String(user.id), copyText: String(user.id) },
            { label: 'Role', value: user.is_admin ? 'Administrator' : 'Customer' },
            ...(referralCode
              ? [{ label: 'Referral code', value: referralCode, copyText: referralCode }]
              : []),
          ]}
        />
      </Card>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Quotas
        </Heading>
        <Text size="2" color="gray">
          How much each billing account may create. Ask support to raise a limit.
        </Text>
        {quotas && quotas.length > 0 ? (
          quotas.map((account) => {
            const id = account.billing_account_id
            const title = accountTitles[id] ?? `Billing account ${id}`
            return (
              <Flex key={id} direction="column" gap="2">
                <Heading as="h3" size="3">
                  {title}
                </Heading>
                <DataTable
                  label={`Quotas of ${title}`}
                  rows={account.quotas}
                  getRowId={(q) => q.resource}
                  columns={QUOTA_COLUMNS}
                />
              </Flex>
            )
          })
        ) : (
          <DataTable
            label="Quotas"
            rows={[]}
            loading={!quotas && !quotasError}
            error={quotasError ?? undefined}
            onRetry={onRetryQuotas}
            emptyMessage="No billing account yet"
            getRowId={(q) => q.resource}
            columns={QUOTA_COLUMNS}
          />
        )}
      </Flex>
    </Flex>
  )
}
