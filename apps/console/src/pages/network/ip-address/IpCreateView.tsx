import { useState } from 'react'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, Field, Price, Select } from '@cirrus/design-system'
import { apiRequests, terraformResources, type BillingAccount, type Money } from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { displayAmount } from '../../../app/money'
import { CreateFormFrame } from '../create/CreateFormFrame'
import { nameError } from '../forms'
import { ipCreateInput, type IpCreateValues } from './use-ip-actions'

/** Props of {@link IpCreateView}. */
export type IpCreateViewProps = {
  /** The location the address is reserved in (its slug, in the request). */
  location: string
  /** The location the address is reserved in, for people. */
  locationName: string
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The account chosen first (the default one). */
  defaultBillingAccountId: number | null
  /** What an unassigned address costs per hour (UNASSIGNED_FLOATING_IP); undefined while prices load. */
  unassignedPrice: Money | null | undefined
  /** The currency of the price. */
  currency: string
  /** Creates it (`POST /{location}/network/ip_addresses`). */
  onSubmit: (values: IpCreateValues) => void
  /** The create is running. @default false */
  submitting?: boolean
}

/**
 * /network/create/ip_address (SPEC §2): a public IPv4 address with an optional name, billed to an account. It
 * starts unassigned and costs UNASSIGNED_FLOATING_IP until it is assigned (SPEC §3).
 */
export function IpCreateView({
  location,
  locationName,
  billingAccounts,
  defaultBillingAccountId,
  unassignedPrice,
  currency,
  onSubmit,
  submitting = false,
}: IpCreateViewProps) {
  const [name, setName] = useState('')
  const [account, setAccount] = useState(
    defaultBillingAccountId === null ? '' : String(defaultBillingAccountId),
  )
  const [touched, setTouched] = useState(false)
  const nameProblem = nameError(name, { optional: true })
  const accountProblem = account === '' ? 'Choose a billing account' : undefined
  const values = { name: name.trim(), billingAccountId: Number(account) }
  // "Show API request" (issue 10): the create call and the `warren_floating_ip` block, once the form is valid.
  const valid = !nameProblem && !accountProblem
  const apiRequest = useApiRequest(
    valid ? apiRequests.ip.create(location, ipCreateInput(values)) : null,
    terraformResources.ip(ipCreateInput(values)),
  )
  return (
    <CreateFormFrame
      title="Create a public IP address"
      description={`A public IPv4 address in ${locationName}, which you can assign to a virtual machine.`}
      submitLabel="Create IP address"
      submitting={submitting}
      onSubmit={() => {
        setTouched(true)
        if (!nameProblem && !accountProblem) onSubmit(values)
      }}
      footer={apiRequest && <ApiRequestPanel {...apiRequest} />}
    >
      <Field label="Name" error={nameProblem} hint="Optional, e.g. web-frontend.">
        <TextField.Root value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Select
        label="Billing account"
        value={account}
        onValueChange={setAccount}
        placeholder="Select…"
        error={touched ? accountProblem : undefined}
        options={billingAccounts.map((a) => ({ value: String(a.id), label: a.title || `Account ${a.id}` }))}
      />
      {unassignedPrice !== undefined && (
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium">
            Price while unassigned
          </Text>
          <Price amount={displayAmount(unassignedPrice)} currency={currency} size="2" />
        </Flex>
      )}
    </CreateFormFrame>
  )
}
