/** The load balancer page's dialogs: the delete confirmation and the small forms of its other actions. */
import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { ConfirmDialog, Field, Select } from '@cirrus/design-system'
import {
  displayNameError,
  forwardingRuleDraftErrors,
  forwardingRuleFromDraft,
  type BillingAccount,
  type LoadBalancer,
  type Vm,
} from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { FormDialog } from '../../../components/FormDialog'
import { loadBalancerCommandRequest, type LoadBalancerCommand } from './commands'

/** Which dialog of the load balancer page is open. */
export type LoadBalancerDialog = 'rename' | 'billing' | 'addTarget' | 'addRule' | 'delete'

/** Props of {@link LoadBalancerDialogs}. */
export type LoadBalancerDialogsProps = {
  /** The open dialog, or null. */
  dialog: LoadBalancerDialog | null
  /** Closes it. */
  onClose: () => void
  lb: LoadBalancer
  /** VMs that can become targets: the balancer's network's, not yet targets. */
  candidates: readonly Vm[]
  billingAccounts: readonly BillingAccount[]
  /** Runs a command; rejects when it failed (the toast said so; the dialog stays open). */
  onCommand: (command: LoadBalancerCommand) => Promise<unknown>
}

/** The open dialog of the load balancer page. */
export function LoadBalancerDialogs(props: LoadBalancerDialogsProps) {
  const { dialog, onClose, lb, onCommand } = props
  // "Show API request" (issue 10) of the delete confirmation.
  const deleteRequest = useApiRequest(
    dialog === 'delete' ? loadBalancerCommandRequest(lb, { type: 'delete' }) : null,
  )
  if (!dialog) return null
  const onOpenChange = (open: boolean) => !open && onClose()
  switch (dialog) {
    case 'delete':
      return (
        <ConfirmDialog
          open
          onOpenChange={onOpenChange}
          title={`Delete ${lb.display_name}?`}
          description={`The load balancer ${lb.display_name} stops forwarding and is deleted.${lb.public_address ? ` Its public IP ${lb.public_address} stays, unassigned, and is still billed until you delete it.` : ''}`}
          confirmText={lb.display_name}
          confirmLabel="Delete"
          onConfirm={() => onCommand({ type: 'delete' })}
          apiRequest={deleteRequest}
        />
      )
    case 'rename':
      return <RenameDialog {...props} onOpenChange={onOpenChange} />
    case 'billing':
      return <BillingDialog {...props} onOpenChange={onOpenChange} />
    case 'addTarget':
      return <AddTargetDialog {...props} onOpenChange={onOpenChange} />
    case 'addRule':
      return <AddRuleDialog {...props} onOpenChange={onOpenChange} />
  }
}

type FormProps = LoadBalancerDialogsProps & { onOpenChange: (open: boolean) => void }

function RenameDialog({ lb, onCommand, onOpenChange }: FormProps) {
  const [name, setName] = useState(lb.display_name)
  const error = displayNameError(name)
  const command: LoadBalancerCommand = { type: 'rename', name: name.trim() }
  const apiRequest = useApiRequest(error === null ? loadBalancerCommandRequest(lb, command) : null)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={onOpenChange}
      title={`Rename ${lb.display_name}`}
      description="The name is for people; addresses and rules stay as they are."
      submitLabel="Rename"
      submitDisabled={error !== null || name.trim() === lb.display_name}
      onSubmit={() => onCommand(command)}
    >
      <Field label="Name" error={error}>
        <TextField.Root autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
    </FormDialog>
  )
}

function BillingDialog({ lb, billingAccounts, onCommand, onOpenChange }: FormProps) {
  const [id, setId] = useState(String(lb.billing_account_id))
  const command: LoadBalancerCommand = { type: 'changeBillingAccount', billingAccountId: Number(id) }
  const apiRequest = useApiRequest(loadBalancerCommandRequest(lb, command))
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={onOpenChange}
      title={`Change the billing account of ${lb.display_name}`}
      description="From now on the balancer's hours are charged to the chosen account."
      submitLabel="Change billing account"
      submitDisabled={Number(id) === lb.billing_account_id}
      onSubmit={() => onCommand(command)}
    >
      <Select
        label="Billing account"
        value={id}
        onValueChange={setId}
        options={billingAccounts.map((a) => ({
          value: String(a.id),
          label: a.title,
          disabled: !a.is_active,
        }))}
      />
    </FormDialog>
  )
}

function AddTargetDialog({ lb, candidates, onCommand, onOpenChange }: FormProps) {
  const [vmUuid, setVmUuid] = useState(candidates[0]?.uuid ?? '')
  const command: LoadBalancerCommand = { type: 'addTarget', vmUuid }
  const apiRequest = useApiRequest(vmUuid ? loadBalancerCommandRequest(lb, command) : null)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={onOpenChange}
      title={`Add a target to ${lb.display_name}`}
      description="The balancer forwards connections to the VM's private address. Only VMs of the balancer's network can be targets."
      submitLabel="Add target"
      submitDisabled={vmUuid === ''}
      onSubmit={() => onCommand(command)}
    >
      <Select
        label="Virtual machine"
        value={vmUuid}
        onValueChange={setVmUuid}
        placeholder="No VM of the network is left to add"
        disabled={candidates.length === 0}
        options={candidates.map((vm) => ({
          value: vm.uuid,
          label: `${vm.name} · ${vm.status}${vm.private_ipv4 ? ` · ${vm.private_ipv4}` : ''}`,
        }))}
      />
    </FormDialog>
  )
}

function AddRuleDialog({ lb, onCommand, onOpenChange }: FormProps) {
  const [draft, setDraft] = useState({ sourcePort: '', targetPort: '' })
  const [left, setLeft] = useState({ sourcePort: false, targetPort: false })
  const errors = forwardingRuleDraftErrors(
    draft,
    lb.forwarding_rules.map((r) => r.source_port),
  )
  const valid = Object.keys(errors).length === 0
  const command: LoadBalancerCommand | null = valid
    ? { type: 'addForwardingRule', rule: forwardingRuleFromDraft(draft) }
    : null
  const apiRequest = useApiRequest(command ? loadBalancerCommandRequest(lb, command) : null)
  const port = (key: 'sourcePort' | 'targetPort', label: string, hint: string) => (
    <Field label={label} hint={hint} error={left[key] ? errors[key] : undefined}>
      <TextField.Root
        inputMode="numeric"
        autoComplete="off"
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        onBlur={() => setLeft({ ...left, [key]: true })}
      />
    </Field>
  )
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={onOpenChange}
      title={`Add a forwarding rule to ${lb.display_name}`}
      description="TCP connections to the source port of the balancer go to the target port of its targets."
      submitLabel="Add rule"
      submitDisabled={!valid}
      onSubmit={() => (command ? onCommand(command) : Promise.resolve())}
    >
      {port('sourcePort', 'Source port', 'The port the balancer listens on, 1–65535.')}
      {port('targetPort', 'Target port', 'The port on the targets, 1–65535.')}
    </FormDialog>
  )
}
