import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  SegmentedControl,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes'
import {
  ApiRequestPanel,
  CardPicker,
  Field,
  OsImagePicker,
  Price,
  type OsImageSelection,
} from '@cirrus/design-system'
import {
  apiRequests,
  metalTypeHourlyPrice,
  visibleVersions,
  type BillingAccount,
  type MetalOs,
  type MetalType,
  type PriceList,
} from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import type { CreateLocation } from '../../app/locations'
import { displayAmount } from '../../app/money'
import { BillingAccountSelect } from '../../components/BillingAccountSelect'
import { Section } from '../../components/Section'
import { CreateLocationPicker } from '../../forms/CreateLocationPicker'
import { leaseFormSchema, toLeaseRequest, type LeaseForm } from './lease-form'
import { machineSpecText } from './lease-rows'
import { imageIconUrl } from '../../app/blob-url-cache'

/** Props of {@link MetalCreateView}. */
export type MetalCreateViewProps = {
  /** The form's starting values (defaults, or a retried create). */
  initial: LeaseForm
  /** Where a server can be leased. */
  locations: readonly CreateLocation[]
  /** The chosen location's machine types with their free stock; undefined while loading. */
  types: readonly MetalType[] | undefined
  /** Why the machine types could not be loaded. */
  typesError?: string | null
  /** Bare-metal OS images (`GET /metal/os`). */
  images: readonly MetalOs[]
  /** Administrators also see unpublished versions, marked '(unpublished)' (SPEC §4). */
  isAdmin: boolean
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The current price list; undefined while loading. */
  priceList: PriceList | undefined
  /** Called when the location changes, so the page loads that location's machine types. */
  onLocationChange: (slug: string) => void
  /** Leases the server with a valid form. */
  onSubmit: (form: LeaseForm) => void
  /** True while the platform takes the request. */
  submitting: boolean
  /** The platform's refusals by form field (e.g. an out-of-stock machine type), shown beside the field. */
  fieldErrors?: Partial<Record<keyof LeaseForm, string>>
}

/**
 * /metal/create (SPEC §2): location, machine type as cards with their hardware, stock and hourly price, OS,
 * login (SSH key or password), name and billing account — with the hourly price shown before sending. Errors
 * show beside their fields, the platform's too.
 */
export function MetalCreateView({
  initial,
  locations,
  types,
  typesError,
  images,
  isAdmin,
  billingAccounts,
  priceList,
  onLocationChange,
  onSubmit,
  submitting,
  fieldErrors = {},
}: MetalCreateViewProps) {
  const form = useForm<LeaseForm>({
    defaultValues: initial,
    resolver: zodResolver(leaseFormSchema),
    mode: 'onTouched',
  })
  const { control, register, setValue, setError, formState } = form
  const errors = formState.errors
  const values = useWatch({ control }) as LeaseForm

  const location = values.location
  useEffect(() => {
    onLocationChange(location)
  }, [location, onLocationChange])
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (message) setError(field as keyof LeaseForm, { type: 'server', message })
    }
  }, [fieldErrors, setError])

  const ctx = { list: priceList }
  const currency = priceList?.default_currency ?? 'EUR'
  const chosen = types?.find((t) => t.name === values.machineType)
  const price = chosen && priceList ? metalTypeHourlyPrice(chosen.name, ctx).price : null
  const shownImages = images.filter((i) => visibleVersions(i, isAdmin).length > 0)
  const image = shownImages.find((i) => i.os_name === values.osName)
  const locationName = locations.find((l) => l.slug === location)?.displayName ?? location

  // "Show API request": the create call the form describes now.
  const apiRequest = useApiRequest(apiRequests.metal.create(values.location, toLeaseRequest(values).input))

  const chooseImage = ({ image: osName, version }: OsImageSelection) => {
    setValue('osName', osName, { shouldValidate: formState.isSubmitted })
    setValue('osVersion', version, { shouldValidate: formState.isSubmitted })
  }

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Lease a bare metal server
        </Heading>
        <Text size="2" color="gray">
          A whole physical machine, billed by the hour while it is active.
        </Text>
      </Flex>
      <form
        onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
        noValidate
        aria-label="Lease a bare metal server"
      >
        <Flex gap="5" wrap="wrap" align="start">
          <Flex direction="column" gap="4" flexGrow="1" flexBasis="480px" minWidth="0">
            <Section title="Location and machine">
              <Controller
                control={control}
                name="location"
                render={({ field }) => (
                  <CreateLocationPicker
                    locations={locations}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.location?.message}
                  />
                )}
              />
              {typesError ? (
                <Text color="red" role="alert" size="2">
                  {typesError}
                </Text>
              ) : (
                <Controller
                  control={control}
                  name="machineType"
                  render={({ field }) => (
                    <CardPicker
                      label="Machine type"
                      value={field.value}
                      onValueChange={field.onChange}
                      error={errors.machineType?.message}
                      hint={types === undefined ? 'Loading machine types…' : undefined}
                      minCardWidth="240px"
                      options={(types ?? []).map((t) => ({
                        value: t.name,
                        title: `${t.display_name} · ${t.name}`,
                        disabled: t.available === 0,
                        description: (
                          <Flex direction="column" gap="1" as="span">
                            <Text as="span" size="1" color="gray">
                              {machineSpecText(t)}
                            </Text>
                            <Price
                              amount={
                                priceList ? displayAmount(metalTypeHourlyPrice(t.name, ctx).price) : null
                              }
                              currency={currency}
                              showMonthly={false}
                              size="1"
                            />
                            <Text as="span" size="1" color={t.available === 0 ? 'red' : 'gray'}>
                              {t.available === 0
                                ? `Out of stock in ${locationName}`
                                : `${t.available} free in ${locationName}`}
                            </Text>
                          </Flex>
                        ),
                      }))}
                    />
                  )}
                />
              )}
            </Section>

            <Section title="Operating system">
              <OsImagePicker
                images={shownImages.map((i) => ({
                  value: i.os_name,
                  name: i.display_name,
                  icon: imageIconUrl(i.icon),
                  versions: visibleVersions(i, isAdmin).map((v) => ({
                    value: v.os_version,
                    label: v.display_name,
                    published: v.published,
                  })),
                }))}
                value={{ image: values.osName, version: values.osVersion }}
                onValueChange={chooseImage}
                error={errors.osName?.message ?? errors.osVersion?.message}
                minCardWidth="180px"
              />
            </Section>

            <Section title="Name, login and billing">
              <Field
                label="Name (optional)"
                error={errors.name?.message}
                hint="Letters, digits and hyphens, at least 4. Empty: the machine's host name."
              >
                <TextField.Root autoComplete="off" {...register('name')} />
              </Field>
              <Controller
                control={control}
                name="loginMethod"
                render={({ field }) => (
                  <Flex direction="column" gap="1">
                    <Text as="div" size="2" weight="medium" id="metal-login-method-label">
                      Log in with
                    </Text>
                    <SegmentedControl.Root
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-labelledby="metal-login-method-label"
                    >
                      <SegmentedControl.Item value="ssh_key">SSH key</SegmentedControl.Item>
                      <SegmentedControl.Item value="password">Password</SegmentedControl.Item>
                    </SegmentedControl.Root>
                  </Flex>
                )}
              />
              {values.loginMethod === 'ssh_key' ? (
                <Field
                  label="SSH public key"
                  error={errors.publicKey?.message}
                  hint="One line, e.g. ssh-ed25519 AAAA… you@laptop"
                >
                  <TextArea rows={3} spellCheck={false} {...register('publicKey')} />
                </Field>
              ) : (
                <Field
                  label="Password"
                  error={errors.password?.message}
                  hint="At least 8 characters with a lowercase letter, an uppercase letter and a digit."
                >
                  <TextField.Root type="password" autoComplete="new-password" {...register('password')} />
                </Field>
              )}
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
            </Section>
            {apiRequest && <ApiRequestPanel {...apiRequest} />}
          </Flex>

          <Box flexGrow="1" flexBasis="260px" style={{ position: 'sticky', top: 16 }}>
            <Card size="3">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4">
                  Summary
                </Heading>
                <Text size="2" color="gray">
                  {chosen
                    ? `${chosen.display_name} (${chosen.name}) · ${chosen.cpu_cores} cores · ${chosen.ram_gb} GB RAM`
                    : 'No machine type chosen'}
                  {image ? ` · ${image.display_name} ${values.osVersion}` : ''}
                </Text>
                <Box aria-live="polite">
                  <Price
                    amount={displayAmount(price)}
                    currency={currency}
                    size="3"
                    unavailableLabel={chosen ? undefined : 'Choose a machine type to see its price'}
                  />
                </Box>
                <Button type="submit" size="3" loading={submitting}>
                  Lease server
                </Button>
              </Flex>
            </Card>
          </Box>
        </Flex>
      </form>
    </Flex>
  )
}
