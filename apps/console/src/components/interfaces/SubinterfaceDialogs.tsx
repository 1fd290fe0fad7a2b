/**
 * The sub-interface dialogs (issue 11), shared by the VM page and the VPC page: add a VLAN sub-interface to an
 * interface (network and VLAN tag 1–4094, unique on the interface; the tag goes as a string, SPEC §5, in the
 * domain client), and confirm deleting one.
 */
import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { ConfirmDialog, Field, Select, type ApiRequestPanelProps } from '@cirrus/design-system'
import type { ApiRequest, Network, Subinterface, VmInterface } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { FormDialog } from '../FormDialog'

/** What the add dialog submits. */
export type NewSubinterface = { interfaceUuid: string; networkUuid: string; vlanTag: number }

/** The VLAN tag field's error, or undefined when it is empty or valid. */
export function vlanTagError(text: string, iface: Pick<VmInterface, 'subinterfaces'>): string | undefined {
  if (text === '') return undefined
  const tag = Number(text)
  if (!/^\d+$/.test(text) || tag < 1 || tag > 4094) return 'Enter a number from 1 to 4094'
  if (iface.subinterfaces.some((s) => s.vlan_tag === tag)) return 'This VLAN tag is already used here'
  return undefined
}

/** Add a sub-interface (a VLAN on another network) to an interface of `vmName`. */
export function AddSubinterfaceDialog({
  vmName,
  iface,
  networks,
  defaultNetworkUuid,
  onSubmit,
  requestFor,
  onOpenChange,
}: {
  vmName: string
  iface: VmInterface
  /** The location's networks; those the interface is already on are left out. */
  networks: readonly Network[]
  /** The network chosen first (the VPC page: its own network), when it is a choice. */
  defaultNetworkUuid?: string
  /** Creates it; rejects when it failed (the dialog stays open). */
  onSubmit: (sub: NewSubinterface) => Promise<unknown>
  /** The Warren call a valid form makes, for "Show API request" (issue 10). */
  requestFor?: (sub: NewSubinterface) => ApiRequest | null
  onOpenChange: (open: boolean) => void
}) {
  const taken = new Set([iface.network_uuid, ...iface.subinterfaces.map((s) => s.network_uuid)])
  const choices = networks.filter((n) => !taken.has(n.uuid))
  const first = choices.find((n) => n.uuid === defaultNetworkUuid) ?? choices[0]
  const [networkUuid, setNetworkUuid] = useState(first?.uuid ?? '')
  const [vlan, setVlan] = useState('')
  const error = vlanTagError(vlan, iface)
  const valid = networkUuid !== '' && vlan !== '' && error === undefined
  const sub: NewSubinterface = { interfaceUuid: iface.uuid, networkUuid, vlanTag: Number(vlan) }
  const apiRequest = useApiRequest(valid && requestFor ? requestFor(sub) : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Add a sub-interface to ${vmName}`}
      description="A VLAN-tagged sub-interface connects the VM to another VPC network over the same interface."
      submitLabel="Add sub-interface"
      submitDisabled={!valid}
      onSubmit={() => onSubmit(sub)}
      apiRequest={apiRequest}
    >
      <Select
        label="Network"
        value={networkUuid}
        onValueChange={setNetworkUuid}
        placeholder={choices.length === 0 ? 'No other networks in this location' : 'Select…'}
        options={choices.map((n) => ({ value: n.uuid, label: `${n.name} (${n.subnet})` }))}
      />
      <Field label="VLAN tag" hint="A number from 1 to 4094, unique on this interface." error={error}>
        <TextField.Root inputMode="numeric" value={vlan} onChange={(e) => setVlan(e.target.value.trim())} />
      </Field>
    </FormDialog>
  )
}

/** Confirms deleting a sub-interface of `vmName`. */
export function DeleteSubinterfaceDialog({
  vmName,
  sub,
  onConfirm,
  apiRequest,
  onOpenChange,
}: {
  vmName: string
  sub: Subinterface
  onConfirm: () => unknown
  /** The delete call, for "Show API request" (issue 10). */
  apiRequest?: ApiRequestPanelProps
  onOpenChange: (open: boolean) => void
}) {
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={`Delete sub-interface VLAN ${sub.vlan_tag}?`}
      description={`${vmName} leaves the network on VLAN ${sub.vlan_tag}.`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      apiRequest={apiRequest}
    />
  )
}
