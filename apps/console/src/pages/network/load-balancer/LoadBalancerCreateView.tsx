import { useState } from 'react'
import { Box, Button, Card, Checkbox, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import {
  ApiRequestPanel,
  EditableTable,
  Field,
  Price,
  Select,
  SkeletonPage,
  StatusBadge,
  Switch,
  type EditableTableColumn,
} from '@cirrus/design-system'
import {
  apiRequests,
  emptyForwardingRuleDraft,
  MAX_LIST_ITEMS,
  type BillingAccount,
  type ForwardingRuleDraft,
  type Money,
  type Network,
  type PriceList,
  type Vm,
} from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { displayAmount } from '../../../app/money'
import { FormSection } from '../../../components/FormSection'
import {
  isLoadBalancerCreateValid,
  loadBalancerCreateErrors,
  toLoadBalancerCreateRequest,
  type LoadBalancerCreateForm,
} from './create-form'
import { loadBalancerPrice } from './price'

/** Props of {@link LoadBalancerCreateView}. */
export type LoadBalancerCreateViewProps = {
  /** The location slug the balancer is created in (the API path names it). */
  location: string
  /** The location the balancer is created in (the top bar's), for people. */
  locationName: string
  /** The form's starting values. */
  initial: LoadBalancerCreateForm
  /** The location's VPC networks. */
  networks: readonly Network[]
  /** The location's VMs (targets are the chosen network's); undefined while they load. */
  vms: readonly Vm[] | undefined
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The current price list; undefined while loading. */
  priceList: PriceList | undefined
  /** Creates the balancer with a valid form. */
  onSubmit: (form: LoadBalancerCreateForm) => void
  /** True while the platform creates it. */
  submitting: boolean
}

/** The Select value of "the default network the platform creates" (Radix reserves ''). */
const NEW_DEFAULT_NETWORK = 'default'

const ruleColumns: EditableTableColumn<ForwardingRuleDraft>[] = [
  {
    key: 'sourcePort',
    header: 'Source port',
    render: (row, update, control) => (
      <TextField.Root
        {...control}
        inputMode="numeric"
        autoComplete="off"
        value={row.sourcePort}
        onChange={(e) => update({ ...row, sourcePort: e.target.value })}
      />
    ),
  },
  {
    key: 'targetPort',
    header: 'Target port',
    render: (row, update, control) => (
      <TextField.Root
        {...control}
        inputMode="numeric"
        autoComplete="off"
        value={row.targetPort}
        onChange={(e) => update({ ...row, targetPort: e.target.value })}
      />
    ),
  },
]

/**
 * /network/create/load_balancer (issue 11): name, VPC network, the network's VMs as targets (with their
 * status), forwarding rules (TCP, source port → target port) in an editable table, billing account and an
 * optional public IP — with the hourly price shown before anything is sent. Errors show beside their field.
 */
export function LoadBalancerCreateView({
  location,
  locationName,
  initial,
  networks,
  vms,
  billingAccounts,
  priceList,
  onSubmit,
  submitting,
}: LoadBalancerCreateViewProps) {
  const [form, setForm] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const [nameLeft, setNameLeft] = useState(false)
  const errors = loadBalancerCreateErrors(form, networks)
  const set = (patch: Partial<LoadBalancerCreateForm>) => setForm((f) => ({ ...f, ...patch }))

  const network = networks.find((n) => n.uuid === form.networkUuid)
  const members = (vms ?? []).filter(
    (vm) => vm.status !== 'deleted' && (network?.vm_uuids ?? []).includes(vm.uuid),
  )
  const price = loadBalancerPrice(form.publicIp, priceList)
  const currency = price.total?.currency ?? priceList?.default_currency ?? 'EUR'

  // "Show API request" (issue 10): the create call the form describes now.
  const apiRequest = useApiRequest(
    apiRequests.loadBalancer.create(location, toLoadBalancerCreateRequest(form)),
  )

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (isLoadBalancerCreateValid(errors)) onSubmit(form)
  }
  const chooseNetwork = (uuid: string) => {
    // Targets must be in the balancer's network: the old network's VMs leave the selection.
    const inNetwork = networks.find((n) => n.uuid === uuid)?.vm_uuids ?? []
    set({ networkUuid: uuid, targets: form.targets.filter((t) => inNetwork.includes(t)) })
  }
  const toggleTarget = (uuid: string, on: boolean) =>
    set({ targets: on ? [...form.targets, uuid] : form.targets.filter((t) => t !== uuid) })

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create a load balancer
        </Heading>
        <Text size="2" color="gray">
          Spreads TCP connections over VMs of one network, in {locationName}.
        </Text>
      </Flex>
      <form onSubmit={submit} noValidate aria-label="Create a load balancer">
        <Flex gap="5" wrap="wrap" align="start">
          <Flex direction="column" gap="4" flexGrow="1" flexBasis="480px" minWidth="0">
            <FormSection title="Name and network">
              <Field label="Name" error={nameLeft || submitted ? errors.name : undefined}>
                <TextField.Root
                  autoComplete="off"
                  value={form.name}
                  onChange={(e) => set({ name: e.target.value })}
                  onBlur={() => setNameLeft(true)}
                />
              </Field>
              <Select
                label="Network"
                value={networks.length > 0 ? form.networkUuid : NEW_DEFAULT_NETWORK}
                onValueChange={chooseNetwork}
                placeholder="Choose a network"
                error={submitted ? errors.networkUuid : undefined}
                hint="The balancer gets a private address here; its targets are VMs of this network."
                options={
                  networks.length > 0
                    ? networks.map((n) => ({
                        value: n.uuid,
                        label: `${n.name} (${n.subnet})${n.is_default ? ' · default' : ''}`,
                      }))
                    : [{ value: NEW_DEFAULT_NETWORK, label: 'Default network (created with the balancer)' }]
                }
              />
            </FormSection>

            <FormSection title="Targets">
              <TargetChoice
                vms={vms}
                members={members}
                chosen={form.targets}
                onToggle={toggleTarget}
                networkName={network?.name}
              />
            </FormSection>

            <FormSection title="Forwarding rules">
              <Text size="2" color="gray">
                TCP connections to a source port of the balancer go to the target port of a target.
              </Text>
              <EditableTable
                label="Forwarding rules"
                rows={form.rules}
                onChange={(rules) => set({ rules })}
                newRow={emptyForwardingRuleDraft}
                columns={ruleColumns}
                errors={errors.rules}
                showAllErrors={submitted}
                rowLabel={(i) => `Rule ${i + 1}`}
                addLabel="Add forwarding rule"
                emptyText="No rules yet: the balancer forwards nothing until you add one."
                maxRows={MAX_LIST_ITEMS}
                disabled={submitting}
              />
            </FormSection>

            <FormSection title="Address and billing">
              <Switch
                label="Public IPv4 address"
                description="Reserve an address reachable from the internet and assign it to the balancer. It is billed while it exists."
                checked={form.publicIp}
                onCheckedChange={(publicIp) => set({ publicIp })}
              />
              <Select
                label="Billing account"
                value={form.billingAccountId === null ? '' : String(form.billingAccountId)}
                onValueChange={(v) => set({ billingAccountId: Number(v) })}
                error={submitted ? errors.billingAccountId : undefined}
                options={billingAccounts.map((a) => ({
                  value: String(a.id),
                  label: a.title,
                  disabled: !a.is_active,
                }))}
              />
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
                  {form.targets.length} {form.targets.length === 1 ? 'target' : 'targets'} ·{' '}
                  {form.rules.length} {form.rules.length === 1 ? 'rule' : 'rules'}
                  {form.publicIp ? ' · public IPv4' : ''}
                </Text>
                <Box aria-live="polite">
                  <Price amount={displayAmount(price.total)} currency={currency} size="3" />
                </Box>
                {form.publicIp && (
                  <Flex direction="column" gap="1" aria-label="Price by part" role="group">
                    <PricePart label="Load balancer" amount={price.balancer} currency={currency} />
                    <PricePart label="Public IPv4, assigned" amount={price.publicIp} currency={currency} />
                  </Flex>
                )}
                <Button type="submit" size="3" loading={submitting}>
                  Create load balancer
                </Button>
              </Flex>
            </Card>
          </Box>
        </Flex>
      </form>
    </Flex>
  )
}

/** The chosen network's VMs as checkboxes, each with its status (a stopped VM takes no connections). */
function TargetChoice({
  vms,
  members,
  chosen,
  onToggle,
  networkName,
}: {
  vms: readonly Vm[] | undefined
  members: readonly Vm[]
  chosen: readonly string[]
  onToggle: (uuid: string, on: boolean) => void
  networkName: string | undefined
}) {
  if (vms === undefined)
    return (
      <Text size="2" color="gray">
        Loading the network's VMs…
      </Text>
    )
  if (members.length === 0) {
    return (
      <Text size="2" color="gray">
        {networkName ? `No VMs in ${networkName} yet.` : 'Choose a network first.'} You can add targets later
        on the balancer's page.
      </Text>
    )
  }
  return (
    <Flex direction="column" gap="2" role="group" aria-label="Targets">
      {members.map((vm) => (
        <Text as="label" size="2" key={vm.uuid}>
          <Flex gap="2" align="center">
            <Checkbox
              checked={chosen.includes(vm.uuid)}
              onCheckedChange={(on) => onToggle(vm.uuid, on === true)}
            />
            {vm.name}
            <StatusBadge status={vm.status} />
            <Text color="gray" className="cirrus-tabular">
              {vm.private_ipv4}
            </Text>
          </Flex>
        </Text>
      ))}
    </Flex>
  )
}

/** One part of the price: its name and hourly amount. */
function PricePart({ label, amount, currency }: { label: string; amount: Money | null; currency: string }) {
  return (
    <Flex justify="between" gap="3" align="center">
      <Text size="1" color="gray">
        {label}
      </Text>
      <Price amount={displayAmount(amount)} currency={currency} size="1" showMonthly={false} align="right" />
    </Flex>
  )
}

/** What the create page shows while its data loads. */
export function LoadBalancerCreateLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading the load balancer form" />
    </Box>
  )
}
