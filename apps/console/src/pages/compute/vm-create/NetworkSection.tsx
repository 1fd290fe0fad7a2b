import { Controller } from 'react-hook-form'
import { Select, Switch } from '@cirrus/design-system'
import type { BillingAccount, Network } from '@cirrus/domain'
import { BillingAccountSelect } from '../../../components/BillingAccountSelect'
import { FormSection } from '../../../components/FormSection'
import type { VmCreateFormApi } from './form'

/** "Network and billing": the VPC network (or the location's default), public IP, backups, billing account. */
export function NetworkSection({
  form,
  networks,
  billingAccounts,
}: {
  form: VmCreateFormApi
  /** The location's VPC networks; undefined while loading. */
  networks: readonly Network[] | undefined
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
}) {
  const { control } = form
  return (
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
            <BillingAccountSelect accounts={billingAccounts} value={field.value} onChange={field.onChange} />
          )}
        />
      )}
    </FormSection>
  )
}

/** The Select value of "the location's default network" (Radix reserves ''). */
const DEFAULT_NETWORK = 'default'
