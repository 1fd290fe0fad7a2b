import { useState } from 'react'
import { Box, Button, Flex, Grid, Heading, Table, Text, TextField } from '@radix-ui/themes'
import { Link2Icon, LinkBreak2Icon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons'
import {
  ConfirmDialog,
  Field,
  KeyValueList,
  Price,
  Select,
  SkeletonPage,
  StatusBadge,
  type RenderLink,
} from '@cirrus/design-system'
import {
  apiRequests,
  terraformResources,
  formatMoney,
  formatPriceDelta,
  ipHourlyPrice,
  ipUnassignPriceChange,
  isIpAssigned,
  type Ip,
  type PriceList,
  type Vm,
  type VmInterface,
} from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { displayAmount } from '../../../app/money'
import { FormDialog } from '../../../components/FormDialog'
import { Section } from '../../../components/Section'
import { privateIpError } from '../forms'
import { RenameDialog } from '../RenameDialog'
import { ipName } from './rows'
import { ipAssignInput } from './use-ip-actions'

/** What an IP is assigned to, resolved by the page: a name and a link. */
export type IpAssignee = { kind: string; name: string; href: string | null }

/** Props of {@link IpDetailView}. */
export type IpDetailViewProps = {
  ip: Ip
  /** The location's name for people. */
  locationName: string
  /** What it is assigned to, or null when unassigned. */
  assignee: IpAssignee | null
  /** The location's VMs to assign it to; undefined while they load. */
  vms: readonly Vm[] | undefined
  /** The location's VM interfaces (their addresses are the private IPs an assignment may map to). */
  interfaces: readonly VmInterface[] | undefined
  /** Prices (`GET /pricing/list/current`); undefined while they load. */
  priceList: PriceList | null | undefined
  /** The billing account's name. */
  billingAccountName: string | null
  /** `PATCH …/{address}`. */
  onRename: (name: string) => Promise<unknown>
  /** `POST …/{address}/assign` with an optional private IP (SPEC §3). */
  onAssign: (vmUuid: string, privateIp: string) => Promise<unknown>
  /** `POST …/{address}/unassign`. */
  onUnassign: () => Promise<unknown>
  /** `DELETE …/{address}`. */
  onDelete: () => Promise<unknown>
  renderLink: RenderLink
}

type Dialog = 'rename' | 'assign' | 'unassign' | 'delete'

/** The addresses of a VM: its primary private IPv4 and those of its interfaces and sub-interfaces. */
export function vmAddresses(
  vm: Pick<Vm, 'uuid' | 'private_ipv4'>,
  interfaces: readonly VmInterface[],
): string[] {
  const own = interfaces.filter((i) => i.vm_uuid === vm.uuid)
  const all = [
    vm.private_ipv4,
    ...own.flatMap((i) => [i.private_ipv4, ...i.subinterfaces.map((s) => s.private_ipv4)]),
  ]
  return [...new Set(all.filter((a): a is string => Boolean(a)))]
}

/**
 * /network/ip_address/{location}/{uuid}/ (SPEC §2; issue 11): the address, what it is assigned to (linked),
 * what it costs assigned and unassigned (SPEC §3), and rename, assign (with an optional private IP), unassign
 * (the dialog says how the price changes first) and delete (confirmed).
 */
export function IpDetailView({
  ip,
  locationName,
  assignee,
  vms,
  interfaces,
  priceList,
  billingAccountName,
  onRename,
  onAssign,
  onUnassign,
  onDelete,
  renderLink,
}: IpDetailViewProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  const assigned = isIpAssigned(ip)
  const currency = priceList?.default_currency ?? 'EUR'
  const priced = (assignedTo: string | null) =>
    priceList === undefined
      ? undefined
      : ipHourlyPrice({ assigned_to: assignedTo }, { list: priceList }).price
  const change = priceList === undefined ? undefined : ipUnassignPriceChange(ip, { list: priceList })
  const name = ipName(ip)
  // "Show API request" (issue 10) of the confirmations.
  const unassignRequest = useApiRequest(apiRequests.ip.unassign(ip.location, ip.address))
  const deleteRequest = useApiRequest(apiRequests.ip.delete(ip.location, ip.address))

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2">
            <Heading as="h1" size="6">
              {name}
            </Heading>
            <StatusBadge status={assigned ? 'assigned' : 'unassigned'} />
          </Flex>
          <Text size="2" color="gray">
            Public IP address in {locationName}
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" onClick={() => setDialog('rename')}>
            <Pencil1Icon aria-hidden /> Rename
          </Button>
          {assigned ? (
            <Button variant="soft" color="orange" highContrast onClick={() => setDialog('unassign')}>
              <LinkBreak2Icon aria-hidden /> Unassign
            </Button>
          ) : (
            <Button variant="soft" onClick={() => setDialog('assign')}>
              <Link2Icon aria-hidden /> Assign
            </Button>
          )}
          <Button variant="soft" color="red" onClick={() => setDialog('delete')}>
            <TrashIcon aria-hidden /> Delete
          </Button>
        </Flex>
      </Flex>

      <Grid columns="repeat(auto-fit, minmax(320px, 1fr))" gap="5" align="start">
        <Section title="Overview">
          <KeyValueList
            items={[
              {
                label: 'Address',
                value: <Text className="cirrus-tabular">{ip.address}</Text>,
                copyText: ip.address,
              },
              {
                label: 'Assigned to',
                value: assignee
                  ? assignee.href
                    ? renderLink({ href: assignee.href, children: `${assignee.kind} ${assignee.name}` })
                    : `${assignee.kind} ${assignee.name}`
                  : null,
              },
              { label: 'Private IP', value: ip.assigned_to_private_ip },
              { label: 'Billing account', value: billingAccountName ?? String(ip.billing_account_id ?? '') },
              { label: 'UUID', value: ip.uuid, copyText: ip.uuid },
            ]}
          />
        </Section>
        <Section title="Price">
          <Table.Root size="1" aria-label="Price by state">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">Per hour</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(
                [
                  ['Assigned', priced('assigned'), assigned],
                  ['Unassigned', priced(null), !assigned],
                ] as const
              ).map(([state, price, current]) => (
                <Table.Row key={state}>
                  <Table.RowHeaderCell>
                    {state}
                    {current && (
                      <Text color="gray" weight="regular">
                        {' '}
                        (now)
                      </Text>
                    )}
                  </Table.RowHeaderCell>
                  <Table.Cell align="right">
                    {price === undefined ? (
                      '…'
                    ) : (
                      <Price amount={displayAmount(price)} currency={currency} size="1" align="right" />
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>
      </Grid>

      {dialog === 'rename' && (
        <RenameDialog
          object="IP address"
          current={ip.name}
          optional
          onSubmit={onRename}
          requestFor={(newName) => apiRequests.ip.update(ip.location, ip.address, { name: newName })}
          onOpenChange={close}
        />
      )}
      {dialog === 'assign' && (
        <AssignDialog ip={ip} vms={vms} interfaces={interfaces} onAssign={onAssign} onOpenChange={close} />
      )}
      {dialog === 'unassign' && (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Unassign ${ip.address}?`}
          description={
            assignee
              ? `${ip.address} stops pointing to ${assignee.kind} ${assignee.name}. ${priceChangeText(change)}`
              : `${ip.address} is released from what it is assigned to. ${priceChangeText(change)}`
          }
          confirmLabel="Unassign"
          tone="warning"
          onConfirm={onUnassign}
          apiRequest={unassignRequest}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Delete ${ip.address}?`}
          description={`The public IP address ${ip.address}${assigned ? ', still assigned,' : ''} is released and no longer billed. You may not get the same address back.`}
          confirmText={ip.address}
          confirmLabel="Delete"
          onConfirm={onDelete}
          apiRequest={deleteRequest}
        />
      )}
    </Flex>
  )
}

/** 'Its price changes from €0.00685 / hour to €0.0123 / hour (+€0.00548 / hour).' — one unit style throughout. */
export function priceChangeText(change: ReturnType<typeof ipUnassignPriceChange> | undefined): string {
  if (!change || !change.from || !change.to) return 'Unassigned addresses are billed at the unassigned rate.'
  return `Its price changes from ${formatMoney(change.from, 'en-GB')} / hour to ${formatMoney(change.to, 'en-GB')} / hour (${formatPriceDelta(change.delta)}).`
}

function AssignDialog({
  ip,
  vms,
  interfaces,
  onAssign,
  onOpenChange,
}: {
  ip: Ip
  vms: readonly Vm[] | undefined
  interfaces: readonly VmInterface[] | undefined
  onAssign: (vmUuid: string, privateIp: string) => Promise<unknown>
  onOpenChange: (open: boolean) => void
}) {
  const choices = (vms ?? []).filter((vm) => vm.status !== 'deleted')
  const [vmUuid, setVmUuid] = useState(choices[0]?.uuid ?? '')
  const [privateIp, setPrivateIp] = useState('')
  const vm = choices.find((v) => v.uuid === vmUuid)
  const addresses = vm && interfaces ? vmAddresses(vm, interfaces) : undefined
  const error = privateIpError(privateIp, addresses)
  // The assign call, and the IP as a `warren_floating_ip` block assigned to the VM.
  const apiRequest = useApiRequest(
    vmUuid && error === undefined
      ? apiRequests.ip.assign(ip.location, ip.address, ipAssignInput(vmUuid, privateIp.trim()))
      : null,
    terraformResources.ip(
      { name: ip.name || undefined, billing_account_id: ip.billing_account_id ?? undefined },
      vmUuid,
    ),
  )
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Assign ${ip.address}`}
      description="Point this public address to a virtual machine. Its price becomes the assigned rate."
      submitLabel="Assign"
      submitDisabled={!vmUuid || error !== undefined}
      onSubmit={() => onAssign(vmUuid, privateIp.trim())}
      apiRequest={apiRequest}
    >
      <Select
        label="Virtual machine"
        value={vmUuid}
        onValueChange={setVmUuid}
        placeholder={
          vms === undefined ? 'Loading…' : choices.length === 0 ? 'No VMs in this location' : 'Select…'
        }
        options={choices.map((v) => ({
          value: v.uuid,
          label: `${v.name}${v.private_ipv4 ? ` (${v.private_ipv4})` : ''}`,
        }))}
      />
      <Field
        label="Private IP (optional)"
        hint={
          addresses && addresses.length > 0
            ? `Which of the VM's addresses to map to: ${addresses.join(', ')}. Empty means its primary address.`
            : "Empty means the VM's primary address."
        }
        error={error}
      >
        <TextField.Root
          value={privateIp}
          onChange={(e) => setPrivateIp(e.target.value)}
          inputMode="decimal"
        />
      </Field>
    </FormDialog>
  )
}

/** What the IP page shows while it loads. */
export function IpDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading IP address" />
    </Box>
  )
}
