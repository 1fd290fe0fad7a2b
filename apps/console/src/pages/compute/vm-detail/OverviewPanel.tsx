import { Flex, Text } from '@radix-ui/themes'
import { KeyValueList, StatusBadge } from '@cirrus/design-system'
import type { BillingAccount, Ip } from '@cirrus/domain'
import { dateTimeText, ramText } from '../../../app/format'
import { Section } from '../../../components/Section'
import { VmActionButtons, type VmActionContext, type VmActionName } from './actions'

/** The overview's buttons: size, billing account and login. */
export const OVERVIEW_ACTIONS: readonly VmActionName[] = ['resize', 'changeBillingAccount', 'changePassword']

/** The VM's facts (status, location, OS, size, addresses, billing account, backups, login, uuid). */
export function OverviewPanel({
  status,
  locationName,
  os,
  publicIps,
  billingAccounts,
  timeZone,
  ...actions
}: {
  status: string
  locationName: string
  os: string
  publicIps: readonly Ip[] | undefined
  billingAccounts: readonly BillingAccount[]
  timeZone: string
} & VmActionContext) {
  const { vm } = actions
  const account = billingAccounts.find((a) => a.id === vm.billing_account)
  const publicAddresses = publicIps?.map((ip) => ip.address) ?? (vm.public_ipv4 ? [vm.public_ipv4] : [])
  return (
    <Section title="Overview">
      <KeyValueList
        items={[
          { label: 'Status', value: <StatusBadge status={status} /> },
          { label: 'Location', value: locationName },
          { label: 'Operating system', value: os || null },
          { label: 'CPU', value: `${vm.vcpu} vCPU` },
          { label: 'RAM', value: ramText(vm.memory) },
          {
            label: 'Public IPv4',
            value: publicIps === undefined ? 'Loading…' : publicAddresses.join(', ') || null,
            copyText: publicAddresses[0],
          },
          {
            label: 'Private IPv4',
            value: vm.private_ipv4 || null,
            copyText: vm.private_ipv4 || undefined,
          },
          {
            label: 'Billing account',
            value: account?.title ?? (vm.billing_account ? `#${vm.billing_account}` : null),
          },
          { label: 'Backups', value: vm.backup ? 'Enabled' : 'Disabled' },
          { label: 'Username', value: vm.username },
          { label: 'Created', value: dateTimeText(vm.created_at, timeZone) },
          { label: 'UUID', value: <Text className="cirrus-tabular">{vm.uuid}</Text>, copyText: vm.uuid },
        ]}
      />
      <Flex gap="2" wrap="wrap" mt="4">
        <VmActionButtons names={OVERVIEW_ACTIONS} {...actions} />
      </Flex>
    </Section>
  )
}
