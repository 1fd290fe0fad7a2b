import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Box, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, Field, Price } from '@cirrus/design-system'
import { apiRequests, BUCKET_NAME_HINT, type BillingAccount, type PriceList } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { displayAmount } from '../../app/money'
import { BillingAccountSelect } from '../../components/BillingAccountSelect'
import { bucketCreateFormSchema, toBucketCreateInput, type BucketCreateForm } from './bucket-create'
import { bucketPrice, pricePerGb } from './bucket-rows'

/** Props of {@link BucketCreateView}. */
export type BucketCreateViewProps = {
  /** The form's starting values (defaults, or a retried create). */
  initial: BucketCreateForm
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The current price list; undefined while loading. */
  priceList: PriceList | undefined
  /** Creates the bucket with a valid form. */
  onSubmit: (form: BucketCreateForm) => void
  /** True while the platform creates it. */
  submitting: boolean
  /** Field errors of the platform's last answer (a taken name, 409), shown beside their fields. */
  serverErrors?: Partial<Record<keyof BucketCreateForm, string>>
}

/**
 * /storage/create (SPEC §2): a bucket's name (S3 naming rules, unique across the platform, API-NOTES §10) and
 * billing account, with the price before it is sent — a new bucket is empty and costs nothing until it holds
 * data, then its size rounded up to whole GB (SPEC §5) times the per-GB hourly price. Errors beside the fields.
 */
export function BucketCreateView({
  initial,
  billingAccounts,
  priceList,
  onSubmit,
  submitting,
  serverErrors,
}: BucketCreateViewProps) {
  const form = useForm<BucketCreateForm>({
    defaultValues: initial,
    resolver: zodResolver(bucketCreateFormSchema),
    mode: 'onTouched',
  })
  const { control, register, formState, setError } = form
  const errors = formState.errors
  const name = useWatch({ control, name: 'name' })
  const billingAccountId = useWatch({ control, name: 'billingAccountId' })
  // "Show API request" (issue 10): the create call the form describes now.
  const apiRequest = useApiRequest(
    apiRequests.storage.createBucket(toBucketCreateInput({ name, billingAccountId })),
  )

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (message)
        setError(field as keyof BucketCreateForm, { type: 'server', message }, { shouldFocus: true })
    }
  }, [serverErrors, setError])

  const currency = priceList?.default_currency ?? 'EUR'
  const perGb = pricePerGb(priceList)
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="900px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create a bucket
        </Heading>
        <Text size="2" color="gray">
          Store files and reach them with any S3 client. You pay by the hour for what the bucket holds.
        </Text>
      </Flex>
      <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} noValidate aria-label="Create a bucket">
        <Flex gap="5" wrap="wrap" align="start">
          <Flex direction="column" gap="4" flexGrow="1" flexBasis="420px" minWidth="0">
            <Card size="3" asChild>
              <section>
                <Flex direction="column" gap="4">
                  <Heading as="h2" size="4">
                    Bucket
                  </Heading>
                  <Field label="Name" error={errors.name?.message} hint={BUCKET_NAME_HINT}>
                    <TextField.Root autoComplete="off" spellCheck={false} {...register('name')} />
                  </Field>
                  {billingAccounts.length > 0 && (
                    <Controller
                      control={control}
                      name="billingAccountId"
                      render={({ field }) => (
                        <BillingAccountSelect
                          accounts={billingAccounts}
                          value={field.value}
                          onChange={field.onChange}
                          error={errors.billingAccountId?.message}
                        />
                      )}
                    />
                  )}
                </Flex>
              </section>
            </Card>
            {apiRequest && <ApiRequestPanel {...apiRequest} />}
          </Flex>
          <Box flexGrow="1" flexBasis="260px">
            <Card size="3">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4">
                  Summary
                </Heading>
                <Text size="2" color="gray">
                  {name ? name : 'New bucket'} · empty
                </Text>
                <Box aria-live="polite">
                  <Price
                    amount={displayAmount(bucketPrice({ size_bytes: 0 }, priceList))}
                    currency={currency}
                    size="3"
                  />
                </Box>
                <Flex direction="column" gap="1">
                  <Text size="1" color="gray">
                    Then, per GB stored (rounded up to whole GB):
                  </Text>
                  <Price amount={displayAmount(perGb)} currency={currency} size="1" />
                </Flex>
                <Button type="submit" size="3" loading={submitting}>
                  Create bucket
                </Button>
              </Flex>
            </Card>
          </Box>
        </Flex>
      </form>
    </Flex>
  )
}
