import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, Field, Select, SkeletonCard, type RenderLink } from '@cirrus/design-system'
import type { ApiRequest, BillingAccountCreateInput } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { billingFormResolver, toBillingInput, type BillingAccountForm } from './billing-form'

/** Props of {@link BillingAccountFormView}. */
export type BillingAccountFormViewProps = {
  /** 'create' (SPEC §2 /billing/create) or 'edit' (…/edit). */
  mode: 'create' | 'edit'
  /** The form's starting values. */
  initial: BillingAccountForm
  /**
   * The currencies the platform bills in (the price list's); the choice shows only when there are several.
   * Undefined while the price list loads: the form waits (a skeleton), so it starts once, in the right currency.
   */
  currencies: readonly string[] | undefined
  /** The call the form makes with a body, for "Show API request". */
  request: (input: BillingAccountCreateInput) => ApiRequest
  /** Sends a valid form. */
  onSubmit: (form: BillingAccountForm) => void
  /** True while the platform answers. */
  submitting: boolean
  /** The platform's field errors of the last answer, shown beside their fields. */
  serverErrors?: Partial<Record<keyof BillingAccountForm, string>>
  /** Where "Cancel" leads. */
  cancelHref: string
  /** Renders links with the router. */
  renderLink: RenderLink
}

/**
 * A billing account's name, contact, address, VAT number and currency (where the platform offers several), with
 * each error beside its field and the call it makes ("Show API request").
 */
export function BillingAccountFormView(props: BillingAccountFormViewProps) {
  const { currencies } = props
  if (currencies === undefined)
    return <BillingAccountFormLoading mode={props.mode} title={props.initial.title} />
  return <BillingAccountFormFields {...props} currencies={currencies} />
}

/** The heading of the form. */
function formHeading(mode: BillingAccountFormViewProps['mode'], title: string): string {
  return mode === 'create' ? 'Create a billing account' : `Edit ${title}`
}

/** The page while what the form needs loads: its heading over a skeleton of its fields. */
function BillingAccountFormLoading({
  mode,
  title,
}: {
  mode: BillingAccountFormViewProps['mode']
  title: string
}) {
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="900px">
      <Heading as="h1" size="6">
        {formHeading(mode, title)}
      </Heading>
      <SkeletonCard lines={7} actions={false} label="Loading the billing account form" />
    </Flex>
  )
}

function BillingAccountFormFields({
  mode,
  initial,
  currencies,
  request,
  onSubmit,
  submitting,
  serverErrors,
  cancelHref,
  renderLink,
}: BillingAccountFormViewProps & { currencies: readonly string[] }) {
  const form = useForm<BillingAccountForm>({
    defaultValues: initial,
    resolver: billingFormResolver,
    mode: 'onTouched',
  })
  const { control, register, formState, setError } = form
  const errors = formState.errors
  const values = useWatch({ control }) as BillingAccountForm
  const apiRequest = useApiRequest(request(toBillingInput({ ...initial, ...values })))

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (message)
        setError(field as keyof BillingAccountForm, { type: 'server', message }, { shouldFocus: true })
    }
  }, [serverErrors, setError])

  const heading = formHeading(mode, initial.title)
  const input = (name: keyof BillingAccountForm, label: string, hint?: string, autoComplete = 'off') => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      <TextField.Root autoComplete={autoComplete} {...register(name)} />
    </Field>
  )
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="900px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          {heading}
        </Heading>
        <Text size="2" color="gray">
          Resources are billed by the hour to a billing account; each month becomes an invoice.
        </Text>
      </Flex>
      <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} noValidate aria-label={heading}>
        <Flex direction="column" gap="4">
          <Card size="3" asChild>
            <section>
              <Flex direction="column" gap="4">
                <Heading as="h2" size="4">
                  Account
                </Heading>
                {input('title', 'Name')}
                {input('email', 'Contact e-mail', 'Invoices are sent here', 'email')}
                {currencies.length > 1 && (
                  <Controller
                    control={control}
                    name="currency"
                    render={({ field }) => (
                      <Select
                        label="Currency"
                        value={field.value}
                        onValueChange={field.onChange}
                        error={errors.currency?.message}
                        hint={
                          mode === 'edit' ? 'Hours from now on are billed in the new currency' : undefined
                        }
                        options={currencies.map((c) => ({ value: c, label: c }))}
                      />
                    )}
                  />
                )}
              </Flex>
            </section>
          </Card>
          <Card size="3" asChild>
            <section>
              <Flex direction="column" gap="4">
                <Heading as="h2" size="4">
                  Address and VAT
                </Heading>
                {input('company_name', 'Company name', 'Leave empty for a private person', 'organization')}
                {input('address_line1', 'Street address', undefined, 'street-address')}
                <Grid columns={{ initial: '1', xs: '3' }} gap="4">
                  {input('postal_code', 'Postal code', undefined, 'postal-code')}
                  {input('city', 'City', undefined, 'address-level2')}
                  {input('country', 'Country', 'Two letters, e.g. EE', 'country')}
                </Grid>
                {input('vat_number', 'VAT number', 'With its country prefix, e.g. EE123456789')}
              </Flex>
            </section>
          </Card>
          {apiRequest && <ApiRequestPanel {...apiRequest} />}
          <Flex gap="3" justify="end">
            <Button variant="soft" color="gray" asChild>
              {renderLink({ href: cancelHref, children: 'Cancel' })}
            </Button>
            <Button type="submit" loading={submitting}>
              {mode === 'create' ? 'Create billing account' : 'Save changes'}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Flex>
  )
}
