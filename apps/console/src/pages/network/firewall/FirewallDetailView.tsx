import { useState } from 'react'
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes'
import {
  ApiRequestPanel,
  ConfirmDialog,
  DataTable,
  KeyValueList,
  Select,
  SkeletonPage,
  StatusBadge,
  type RenderLink,
} from '@cirrus/design-system'
import {
  firewallPortsText,
  type BillingAccount,
  type Firewall,
  type FirewallRule,
  type Vm,
} from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { dateTimeText } from '../../../app/format'
import { CommandConfirmDialog, type CommandConfirmation } from '../../../components/CommandConfirmDialog'
import { FormDialog } from '../../../components/FormDialog'
import { Section } from '../../../components/Section'
import { vmPath } from '../../compute/paths'
import { firewallCommandRequest, type FirewallCommand, type FirewallCommandType } from './commands'
import {
  firewallFormErrors,
  firewallFormFromFirewall,
  isFirewallFormValid,
  toFirewallUpdateInput,
  type FirewallForm,
} from './firewall-form'
import { FirewallDetailsFields, FirewallRulesField } from './FirewallFormFields'

/** Props of {@link FirewallDetailView}. */
export type FirewallDetailViewProps = {
  /** The firewall, as last read from the platform. */
  fw: Firewall
  /** The location's name for people. */
  locationName: string
  /** The location's VMs (names and status of the attached ones, and the ones to attach); undefined while loading. */
  vms: readonly Vm[] | undefined
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The command in flight, or null. */
  pending: FirewallCommandType | null
  /** Runs a command; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: FirewallCommand) => Promise<unknown>
  /** Renders links with the router. */
  renderLink: RenderLink
  /** Starts in edit mode (stories). @default false */
  initialEditing?: boolean
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/** An attached VM (unknown when the VM is gone or not readable). */
type AttachedRow = { uuid: string; vm: Vm | undefined }

/**
 * A firewall's page (issue 11): its rules (direction, protocol, ports, addresses) and the VMs it applies to;
 * edit its name, description and rules in place (a full replace, API-NOTES §6), attach and detach VMs, delete
 * (confirmed by typing its name).
 */
export function FirewallDetailView({
  fw,
  locationName,
  vms,
  billingAccounts,
  pending,
  onCommand,
  renderLink,
  initialEditing = false,
  timeZone = 'UTC',
}: FirewallDetailViewProps) {
  const [editing, setEditing] = useState<FirewallForm | null>(
    initialEditing ? firewallFormFromFirewall(fw) : null,
  )
  const [dialog, setDialog] = useState<'attach' | 'delete' | null>(null)
  const account = billingAccounts.find((a) => a.id === fw.billing_account_id)
  const attached: AttachedRow[] = fw.resources_assigned
    .filter((r) => r.resource_type === 'vm')
    .map((r) => ({ uuid: r.resource_uuid, vm: vms?.find((v) => v.uuid === r.resource_uuid) }))
  const candidates = (vms ?? []).filter(
    (vm) => vm.status !== 'deleted' && !attached.some((a) => a.uuid === vm.uuid),
  )
  const busy = (type: FirewallCommandType) => pending === type
  // "Show API request" (issue 10) of the delete confirmation.
  const deleteRequest = useApiRequest(
    dialog === 'delete' ? firewallCommandRequest(fw, { type: 'delete' }) : null,
  )
  // Detaching a VM is confirmed in a short dialog that shows the call (no name to type).
  const [confirmation, setConfirmation] = useState<CommandConfirmation<FirewallCommand> | null>(null)

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
              {fw.display_name}
            </Heading>
            <StatusBadge status="active" size="2" />
          </Flex>
          <Text size="2" color="gray">
            Firewall in {locationName} · {fw.rules.length} {fw.rules.length === 1 ? 'rule' : 'rules'}
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" role="group" aria-label="Firewall actions">
          <Button
            variant="soft"
            onClick={() => setEditing(firewallFormFromFirewall(fw))}
            disabled={editing !== null}
          >
            Edit
          </Button>
          <Button variant="soft" color="red" onClick={() => setDialog('delete')} loading={busy('delete')}>
            Delete
          </Button>
        </Flex>
      </Flex>

      {editing ? (
        <EditForm
          fw={fw}
          initial={editing}
          saving={busy('update')}
          onCancel={() => setEditing(null)}
          onSave={async (form) => {
            await onCommand({ type: 'update', input: toFirewallUpdateInput(form) })
            setEditing(null)
          }}
        />
      ) : (
        <>
          <Section title="Overview">
            <KeyValueList
              items={[
                { label: 'Location', value: locationName },
                { label: 'Description', value: fw.description || null },
                { label: 'Billing account', value: account?.title ?? `#${fw.billing_account_id}` },
                { label: 'Created', value: dateTimeText(fw.created_at, timeZone) },
                {
                  label: 'UUID',
                  value: <Text className="cirrus-tabular">{fw.uuid}</Text>,
                  copyText: fw.uuid,
                },
              ]}
            />
          </Section>
          <Section title="Rules">
            <DataTable
              label="Rules"
              rows={fw.rules}
              getRowId={(r) => r.uuid}
              emptyMessage="No rules: the firewall lets nothing through. Edit it to add rules."
              columns={[
                { id: 'direction', header: 'Direction', cell: (r) => capitalise(r.direction) },
                { id: 'protocol', header: 'Protocol', cell: (r) => r.protocol.toUpperCase() },
                { id: 'ports', header: 'Ports', cell: (r) => firewallPortsText(r) },
                { id: 'addresses', header: 'Addresses', cell: (r) => addressesText(r) },
              ]}
            />
          </Section>
        </>
      )}

      <Section
        title="Virtual machines"
        actions={
          <Button variant="soft" onClick={() => setDialog('attach')} loading={busy('addResource')}>
            Attach VM
          </Button>
        }
      >
        <DataTable
          label="Attached virtual machines"
          rows={attached}
          getRowId={(a) => a.uuid}
          emptyMessage="The firewall applies to no VM yet. Attach one to filter its traffic."
          columns={[
            {
              id: 'vm',
              header: 'Virtual machine',
              primary: true,
              cell: (a) => renderLink({ href: vmPath(fw.location, a.uuid), children: a.vm?.name ?? a.uuid }),
            },
            {
              id: 'status',
              header: 'Status',
              cell: (a) =>
                a.vm ? (
                  <StatusBadge status={a.vm.status} />
                ) : (
                  <Text color="gray">{vms === undefined ? 'Loading…' : 'Unknown'}</Text>
                ),
            },
            {
              id: 'address',
              header: 'Private IPv4',
              hideBelow: 'xs',
              cell: (a) => <Text className="cirrus-tabular">{a.vm?.private_ipv4 || '—'}</Text>,
            },
            {
              id: 'actions',
              header: 'Actions',
              align: 'right',
              cell: (a) => (
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  loading={busy('removeResource')}
                  onClick={() =>
                    setConfirmation({
                      command: { type: 'removeResource', vmUuid: a.uuid },
                      title: `Detach ${a.vm?.name ?? a.uuid}?`,
                      description: `The rules of ${fw.display_name} no longer apply to ${a.vm?.name ?? a.uuid}.`,
                      confirmLabel: 'Detach',
                    })
                  }
                  aria-label={`Detach ${a.vm?.name ?? a.uuid}`}
                >
                  Detach
                </Button>
              ),
            },
          ]}
        />
      </Section>

      <CommandConfirmDialog
        confirmation={confirmation}
        requestOf={(command) => firewallCommandRequest(fw, command)}
        onCommand={onCommand}
        onClose={() => setConfirmation(null)}
      />
      {dialog === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Delete ${fw.display_name}?`}
          description={`The firewall ${fw.display_name} and its rules are deleted; the VMs it applies to lose its rules.`}
          confirmText={fw.display_name}
          confirmLabel="Delete"
          onConfirm={() => onCommand({ type: 'delete' })}
          apiRequest={deleteRequest}
        />
      )}
      {dialog === 'attach' && (
        <AttachDialog
          fw={fw}
          candidates={candidates}
          onOpenChange={(open) => !open && setDialog(null)}
          onAttach={(vmUuid) => onCommand({ type: 'addResource', vmUuid })}
        />
      )}
    </Flex>
  )
}

/** The edit mode: the name, description and rules in place, saved as a full replace. */
function EditForm({
  fw,
  initial,
  saving,
  onCancel,
  onSave,
}: {
  fw: Firewall
  initial: FirewallForm
  saving: boolean
  onCancel: () => void
  onSave: (form: FirewallForm) => Promise<void>
}) {
  const [form, setForm] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const errors = firewallFormErrors(form)
  const fields = { form, onChange: setForm, errors, showAllErrors: submitted, disabled: saving }
  // "Show API request" (issue 10): the full-replace PUT the form describes now.
  const apiRequest = useApiRequest(
    firewallCommandRequest(fw, { type: 'update', input: toFirewallUpdateInput(form) }),
  )
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    // A failed save keeps the form as typed; the toast says why.
    if (isFirewallFormValid(errors)) onSave(form).catch(() => {})
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Edit firewall">
      <Section title="Edit firewall">
        <Flex direction="column" gap="4">
          <FirewallDetailsFields {...fields} />
          <FirewallRulesField {...fields} />
          {apiRequest && <ApiRequestPanel {...apiRequest} />}
          <Flex gap="3" justify="end">
            <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save changes
            </Button>
          </Flex>
        </Flex>
      </Section>
    </form>
  )
}

function AttachDialog({
  fw,
  candidates,
  onOpenChange,
  onAttach,
}: {
  fw: Firewall
  candidates: readonly Vm[]
  onOpenChange: (open: boolean) => void
  onAttach: (vmUuid: string) => Promise<unknown>
}) {
  const [vmUuid, setVmUuid] = useState(candidates[0]?.uuid ?? '')
  const apiRequest = useApiRequest(
    vmUuid ? firewallCommandRequest(fw, { type: 'addResource', vmUuid }) : null,
  )
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={onOpenChange}
      title={`Attach a VM to ${fw.display_name}`}
      description="The firewall's rules apply to the VM's traffic from now on."
      submitLabel="Attach"
      submitDisabled={vmUuid === ''}
      onSubmit={() => onAttach(vmUuid)}
    >
      <Select
        label="Virtual machine"
        value={vmUuid}
        onValueChange={setVmUuid}
        placeholder="Every VM of the location is attached"
        disabled={candidates.length === 0}
        options={candidates.map((vm) => ({ value: vm.uuid, label: `${vm.name} · ${vm.status}` }))}
      />
    </FormDialog>
  )
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A rule's addresses for people: 'Any' or the prefixes. */
function addressesText(rule: FirewallRule): string {
  return rule.endpoint_spec_type === 'any' ? 'Any' : (rule.endpoint_spec ?? []).join(', ')
}

/** What the firewall page shows while its code or data loads. */
export function FirewallDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading firewall" />
    </Box>
  )
}
