import { useEffect, useMemo, useRef } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
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
  Field,
  LocationPicker,
  NumberSlider,
  OsImagePicker,
  Price,
  Select,
  Switch,
  type OsImageSelection,
} from '@cirrus/design-system'
import {
  apiRequests,
  isWindowsOs,
  terraformResources,
  visibleVersions,
  vmPriceBreakdown,
  type BillingAccount,
  type HostPool,
  type Network,
  type PriceList,
  type VmImage,
} from '@cirrus/domain'
import type { CreateLocation } from '../../app/locations'
import { useApiRequest } from '../../app/api-request'
import { displayAmount } from '../../app/money'
import { FormSection } from '../../components/FormSection'
import { BillingAccountSelect } from '../../components/BillingAccountSelect'
import {
  poolLimits,
  pricedDraft,
  ramLimitsGb,
  toCreateVmSubmission,
  vmCreateFormSchema,
  type VmCreateForm,
} from '../../forms/vm-create'

/** A location to create in. */
export type { CreateLocation }

/** Props of {@link VmCreateView}. */
export type VmCreateViewProps = {
  /** The form's starting values (defaults, or a retried create). */
  initial: VmCreateForm
  /** Where a VM can be created. */
  locations: readonly CreateLocation[]
  /** OS images (not location-scoped). */
  images: readonly VmImage[]
  /** Administrators also see unpublished versions, marked '(unpublished)' (SPEC §4). */
  isAdmin: boolean
  /** The chosen location's host pools (server classes) with their guest limits; undefined while loading. */
  pools: readonly HostPool[] | undefined
  /** The chosen location's VPC networks; undefined while loading. */
  networks: readonly Network[] | undefined
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The current price list; undefined while loading. */
  priceList: PriceList | undefined
  /** Called when the location changes, so the page loads that location's pools and networks. */
  onLocationChange: (slug: string) => void
  /** Creates the VM with a valid form. */
  onSubmit: (form: VmCreateForm) => void
  /** True while the platform creates the VM (the progress toast shows too). */
  submitting: boolean
}

/**
 * /compute/create (issue 5): location, OS image and version, CPU, RAM and disk within the host pool's limits,
 * billing account, network, public IP, backups, login (password or SSH key) and cloud-init — with the hourly
 * price updating on every choice. Errors show inline beside their fields.
 */
export function VmCreateView({
  initial,
  locations,
  images,
  isAdmin,
  pools,
  networks,
  billingAccounts,
  priceList,
  onLocationChange,
  onSubmit,
  submitting,
}: VmCreateViewProps) {
  // The limits depend on the chosen pool, and the resolver must always check against the current ones.
  const limitsRef = useRef(poolLimits(pools, initial.poolUuid))
  const resolver = useMemo<Resolver<VmCreateForm>>(
    () => (values, context, options) =>
      zodResolver(vmCreateFormSchema(limitsRef.current))(values, context, options) as ReturnType<
        Resolver<VmCreateForm>
      >,
    [],
  )
  const form = useForm<VmCreateForm>({ defaultValues: initial, resolver, mode: 'onTouched' })
  const { control, register, setValue, formState } = form
  const errors = formState.errors
  const values = useWatch({ control }) as VmCreateForm

  const visiblePools = (pools ?? []).filter((p) => p.is_visible)
  const defaultPool = visiblePools.find((p) => p.is_default_designated) ?? visiblePools[0]
  const limits = poolLimits(pools, values.poolUuid || defaultPool?.uuid, isWindowsOs(values.osName))
  useEffect(() => {
    limitsRef.current = limits
  }, [limits])
  const ram = ramLimitsGb(limits)
  // A guest that needs more (Windows, or a smaller pool's minimum) starts at the new minimum, never below it.
  useEffect(() => {
    if (values.vcpu < limits.cpu.min) setValue('vcpu', limits.cpu.min)
    if (values.ramGb < ram.min) setValue('ramGb', ram.min)
  }, [limits.cpu.min, ram.min, values.vcpu, values.ramGb, setValue])

  const shownImages = images.filter((i) => visibleVersions(i, isAdmin).length > 0)
  const image = shownImages.find((i) => i.os_name === values.osName)

  // A new location has other pools and networks: keep only choices that still exist there.
  const location = values.location
  useEffect(() => {
    onLocationChange(location)
  }, [location, onLocationChange])
  useEffect(() => {
    if (networks && values.networkUuid && !networks.some((n) => n.uuid === values.networkUuid)) {
      setValue('networkUuid', '')
    }
    if (pools && values.poolUuid && !pools.some((p) => p.uuid === values.poolUuid)) setValue('poolUuid', '')
  }, [networks, pools, values.networkUuid, values.poolUuid, setValue])

  const breakdown = priceList
    ? vmPriceBreakdown(
        pricedDraft(values, defaultPool?.uuid),
        { list: priceList },
        {
          assignedIps: values.publicIp ? 1 : 0,
        },
      )
    : undefined
  const currency = breakdown?.currency || priceList?.default_currency || 'EUR'

  // "Show API request" (issue 10): the create call the form describes now, and its Terraform resource.
  const { assign_ip: _assignIp, ...createInput } = toCreateVmSubmission(values).request
  const apiRequest = useApiRequest(
    apiRequests.vm.create(values.location, createInput),
    terraformResources.vm(createInput),
  )

  const chooseImage = ({ image: osName, version }: OsImageSelection) => {
    setValue('osName', osName, { shouldValidate: formState.isSubmitted })
    setValue('osVersion', version, { shouldValidate: formState.isSubmitted })
  }

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create a virtual machine
        </Heading>
        <Text size="2" color="gray">
          Pay by the hour for what you choose; the price updates as you go.
        </Text>
      </Flex>
      <form
        onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
        noValidate
        aria-label="Create a virtual machine"
      >
        <Flex gap="5" wrap="wrap" align="start">
          <Flex direction="column" gap="4" flexGrow="1" flexBasis="480px" minWidth="0">
            <FormSection title="Location and image">
              <Controller
                control={control}
                name="location"
                render={({ field }) => (
                  <LocationPicker
                    locations={locations.map((l) => ({
                      value: l.slug,
                      name: l.displayName,
                      countryCode: l.countryCode,
                      description: l.description,
                    }))}
                    value={field.value}
                    onValueChange={field.onChange}
                    error={errors.location?.message}
                    minCardWidth="180px"
                  />
                )}
              />
              <OsImagePicker
                images={shownImages.map((i) => ({
                  value: i.os_name,
                  name: i.display_name,
                  icon: i.icon,
                  description: i.is_app_catalog ? 'From the app catalogue' : undefined,
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
            </FormSection>

            <FormSection title="Size">
              {visiblePools.length > 1 && (
                <Controller
                  control={control}
                  name="poolUuid"
                  render={({ field }) => (
                    <Select
                      label="Server class"
                      value={field.value || defaultPool?.uuid || ''}
                      onValueChange={field.onChange}
                      hint={
                        visiblePools.find((p) => p.uuid === (field.value || defaultPool?.uuid))?.description
                      }
                      options={visiblePools.map((p) => ({ value: p.uuid, label: p.name }))}
                    />
                  )}
                />
              )}
              <Controller
                control={control}
                name="vcpu"
                render={({ field }) => (
                  <NumberSlider
                    label="CPU"
                    unit="vCPU"
                    value={field.value}
                    onValueChange={field.onChange}
                    min={limits.cpu.min}
                    max={limits.cpu.max}
                    error={errors.vcpu?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="ramGb"
                render={({ field }) => (
                  <NumberSlider
                    label="RAM"
                    unit="GB"
                    value={field.value}
                    onValueChange={field.onChange}
                    min={ram.min}
                    max={ram.max}
                    step={0.5}
                    error={errors.ramGb?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="diskGb"
                render={({ field }) => (
                  <NumberSlider
                    label="Disk"
                    unit="GB"
                    value={field.value}
                    onValueChange={field.onChange}
                    min={limits.disk_gb.min}
                    max={limits.disk_gb.max}
                    error={errors.diskGb?.message}
                  />
                )}
              />
            </FormSection>

            <FormSection title="Network and billing">
              <Controller
                control={control}
                name="networkUuid"
                render={({ field }) => (
                  <Select
                    label="Network"
                    value={field.value || DEFAULT_NETWORK}
                    onValueChange={(v) => field.onChange(v === DEFAULT_NETWORK ? '' : v)}
                    options={[
                      { value: DEFAULT_NETWORK, label: 'Default network of the location' },
                      ...(networks ?? []).map((n) => ({ value: n.uuid, label: `${n.name} (${n.subnet})` })),
                    ]}
                  />
                )}
              />
              <Controller
                control={control}
                name="publicIp"
                render={({ field }) => (
                  <Switch
                    label="Public IPv4 address"
                    description="Reachable from the internet. An address is billed while it exists."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              <Controller
                control={control}
                name="backup"
                render={({ field }) => (
                  <Switch
                    label="Automatic backups"
                    description="The platform backs up the disks regularly."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              {billingAccounts.length > 0 && (
                <Controller
                  control={control}
                  name="billingAccountId"
                  render={({ field }) => (
                    <BillingAccountSelect
                      accounts={billingAccounts}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
              )}
            </FormSection>

            <FormSection title="Name and login">
              <Field
                label="Name"
                error={errors.name?.message}
                hint="Letters, digits and hyphens, at least 4."
              >
                <TextField.Root autoComplete="off" {...register('name')} />
              </Field>
              <Field label="Username" error={errors.username?.message}>
                <TextField.Root autoComplete="off" {...register('username')} />
              </Field>
              <Controller
                control={control}
                name="loginMethod"
                render={({ field }) => (
                  <Flex direction="column" gap="1">
                    <Text as="div" size="2" weight="medium" id="login-method-label">
                      Log in with
                    </Text>
                    <SegmentedControl.Root
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-labelledby="login-method-label"
                    >
                      <SegmentedControl.Item value="password">Password</SegmentedControl.Item>
                      <SegmentedControl.Item value="ssh_key">SSH key</SegmentedControl.Item>
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
              <Field
                label="Cloud-init (optional)"
                hint="User data in JSON or YAML, merged over the platform's."
              >
                <TextArea rows={4} spellCheck={false} className="cirrus-tabular" {...register('cloudInit')} />
              </Field>
            </FormSection>
            {apiRequest && <ApiRequestPanel {...apiRequest} />}
          </Flex>

          <Box flexGrow="1" flexBasis="260px" style={{ position: 'sticky', top: 16 }}>
            <Card size="3">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4">
                  Summary
                </Heading>
                <Text size="2" color="gray">
                  {values.vcpu} vCPU · {values.ramGb} GB RAM · {values.diskGb} GB disk
                  {image ? ` · ${image.display_name} ${values.osVersion}` : ''}
                </Text>
                <Box aria-live="polite">
                  <Price
                    amount={breakdown ? displayAmount(breakdown.total) : null}
                    currency={currency}
                    size="3"
                  />
                </Box>
                <Button type="submit" size="3" loading={submitting}>
                  Create VM
                </Button>
                {submitting && (
                  <Text size="1" color="gray">
                    The platform is creating the VM. This can take a few minutes; you can keep working
                    meanwhile.
                  </Text>
                )}
              </Flex>
            </Card>
          </Box>
        </Flex>
      </form>
    </Flex>
  )
}

/** The Select value of "the location's default network" (Radix reserves ''). */
const DEFAULT_NETWORK = 'default'
