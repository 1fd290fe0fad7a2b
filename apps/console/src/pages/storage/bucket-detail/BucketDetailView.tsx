/**
 * A bucket's page (SPEC §2 /storage/bucket/{storageName}/): its size and price, billing account, the S3
 * endpoint, the access keys and the object browser, with the actions of SPEC §7 Object storage.
 */
import { useState, type ReactNode } from 'react'
import { Badge, Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { KeyValueList, Price, formatBytes } from '@cirrus/design-system'
import { bucketGb, type BillingAccount, type Bucket, type Money, type S3Key } from '@cirrus/domain'
import { dateTimeText } from '../../../app/format'
import { displayAmount } from '../../../app/money'
import { Section } from '../../../components/Section'
import type { BucketCommand, PublicS3Key } from '../bucket-commands'
import { AccessKeysPanel } from './AccessKeysPanel'
import { BucketDialogs, type BucketDialog } from './BucketDialogs'
import { NewKeyDialog } from './NewKeyDialog'
import { S3EndpointPanel } from './S3EndpointPanel'

/** Props of {@link BucketDetailView}. */
export type BucketDetailViewProps = {
  /** The bucket, as last read from the platform. */
  bucket: Bucket
  /** Its hourly price; undefined while the price list loads, null when it cannot be computed. */
  price: Money | null | undefined
  /** The currency of the price. */
  currency: string
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The S3 endpoint URL (`GET /storage/api/s3`); undefined while it loads. */
  endpoint: string | undefined
  /** Why the endpoint could not be loaded. */
  endpointError?: string | null
  /** The user's access keys, without secrets; undefined while they load. */
  keys: readonly PublicS3Key[] | undefined
  /** Why the keys could not be loaded. */
  keysError?: string | null
  /** Reloads the keys. */
  onRetryKeys?: () => void
  /** A key just generated, its secret shown once; null otherwise. */
  newKey: S3Key | null
  /** Forgets the generated key (its dialog closed). */
  onDismissNewKey: () => void
  /** Runs an action; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: BucketCommand) => Promise<unknown>
  /** True while a key is being generated. */
  generatingKey?: boolean
  /** The object browser, wired by the page (a props-only view in the stories). */
  objectBrowser: ReactNode
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/** A bucket's page. */
export function BucketDetailView({
  bucket,
  price,
  currency,
  billingAccounts,
  endpoint,
  endpointError,
  keys,
  keysError,
  onRetryKeys,
  newKey,
  onDismissNewKey,
  onCommand,
  generatingKey = false,
  objectBrowser,
  timeZone = 'UTC',
}: BucketDetailViewProps) {
  const [dialog, setDialog] = useState<BucketDialog | null>(null)
  const account = billingAccounts.find((a) => a.id === bucket.billing_account_id)
  const billed = bucketGb(bucket.size_bytes)

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
              {bucket.name}
            </Heading>
            {bucket.is_suspended && <Badge color="red">Suspended</Badge>}
          </Flex>
          <Text size="2" color="gray">
            Object storage bucket
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" role="group" aria-label="Bucket actions">
          <Button type="button" variant="soft" onClick={() => setDialog({ kind: 'billing' })}>
            Change billing account
          </Button>
          <Button type="button" variant="soft" color="red" onClick={() => setDialog({ kind: 'delete' })}>
            Delete
          </Button>
        </Flex>
      </Flex>

      <Grid columns="repeat(auto-fit, minmax(340px, 1fr))" gap="5" align="start">
        <Section title="Overview">
          <KeyValueList
            items={[
              {
                label: 'Size',
                value: <Text className="cirrus-tabular">{formatBytes(bucket.size_bytes)}</Text>,
              },
              {
                label: 'Billed as',
                value: <Text className="cirrus-tabular">{billed} GB (the size rounded up to whole GB)</Text>,
              },
              { label: 'Objects', value: <Text className="cirrus-tabular">{bucket.num_objects}</Text> },
              {
                label: 'Price',
                value: (
                  <Box aria-live="polite">
                    {price === undefined ? (
                      'Loading…'
                    ) : (
                      <Price amount={displayAmount(price)} currency={currency} size="2" />
                    )}
                  </Box>
                ),
              },
              {
                label: 'Billing account',
                value: account?.title ?? (bucket.billing_account_id ? `#${bucket.billing_account_id}` : null),
              },
              { label: 'Created', value: dateTimeText(bucket.created_at, timeZone) },
              { label: 'Modified', value: dateTimeText(bucket.modified_at, timeZone) },
            ]}
          />
        </Section>
        <S3EndpointPanel bucketName={bucket.name} url={endpoint} error={endpointError} />
      </Grid>

      {objectBrowser}

      <AccessKeysPanel
        keys={keys}
        error={keysError}
        onRetry={onRetryKeys}
        generating={generatingKey}
        onGenerate={() => void onCommand({ type: 'generateKey' }).catch(() => {})}
        onDelete={(accessKey) => setDialog({ kind: 'deleteKey', accessKey })}
      />

      <BucketDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        bucket={bucket}
        billingAccounts={billingAccounts}
        onCommand={onCommand}
      />
      {newKey && <NewKeyDialog storageKey={newKey} onClose={onDismissNewKey} />}
    </Flex>
  )
}
