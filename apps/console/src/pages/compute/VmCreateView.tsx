import { useEffect, useMemo, useRef } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { ApiRequestPanel } from '@cirrus/design-system'
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
import {
  poolLimits,
  pricedDraft,
  ramLimitsGb,
  toCreateVmSubmission,
  vmCreateFormSchema,
  type VmCreateForm,
} from '../../forms/vm-create'
import { ImageSection } from './vm-create/ImageSection'
import { LoginSection } from './vm-create/LoginSection'
import { NetworkSection } from './vm-create/NetworkSection'
import { SizeSection } from './vm-create/SizeSection'
import { SummaryCard } from './vm-create/SummaryCard'

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
 * price updating on every choice. Errors show inline beside their fields. Each section is a file of
 * `vm-create/`; the location picker is shared with the other create forms (`forms/CreateLocationPicker`).
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
  const { control, setValue } = form
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
            <ImageSection form={form} locations={locations} images={shownImages} isAdmin={isAdmin} />
            <SizeSection
              form={form}
              visiblePools={visiblePools}
              defaultPool={defaultPool}
              limits={limits}
              ram={ram}
            />
            <NetworkSection form={form} networks={networks} billingAccounts={billingAccounts} />
            <LoginSection form={form} />
            {apiRequest && <ApiRequestPanel {...apiRequest} />}
          </Flex>

          <SummaryCard
            values={values}
            image={image}
            breakdown={breakdown}
            currency={currency}
            submitting={submitting}
          />
        </Flex>
      </form>
    </Flex>
  )
}
