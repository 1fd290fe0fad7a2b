import { DataTable } from '@cirrus/design-system'
import { ActionButton } from '../../../components/ActionButton'
import { commandAvailability } from '../vm-commands'
import { Section } from '../../../components/Section'
import { VmActionButtons, type VmActionContext } from './actions'

/** The VM's disks with their size and snapshot count; add a disk, resize one. */
export function DisksPanel(actions: VmActionContext) {
  const { vm, pending, openDialog } = actions
  return (
    <Section title="Disks" actions={<VmActionButtons names={['addDisk']} {...actions} />}>
      <DataTable
        label="Disks"
        rows={vm.storage}
        getRowId={(d) => d.uuid}
        columns={[
          { id: 'device', header: 'Device', primary: true, cell: (d) => d.name ?? d.uuid.slice(0, 8) },
          // On a narrow table the device, its size and the resize action stay (SPEC §2 breakpoints).
          {
            id: 'role',
            header: 'Role',
            hideBelow: 'xs',
            cell: (d) => (d.primary ? 'Boot disk' : 'Additional disk'),
          },
          { id: 'size', header: 'Size', numeric: true, cell: (d) => `${d.size} GB` },
          {
            id: 'replicas',
            header: 'Snapshots and backups',
            numeric: true,
            hideBelow: 'sm',
            cell: (d) => d.replica.length,
          },
          {
            id: 'actions',
            header: 'Actions',
            align: 'right',
            cell: (d) => (
              <ActionButton
                availability={commandAvailability(vm, 'resizeDisk', pending)}
                size="1"
                variant="ghost"
                aria-label={`Resize disk ${d.name ?? d.uuid}`}
                onClick={() => openDialog({ kind: 'resizeDisk', disk: d })}
              >
                Resize
              </ActionButton>
            ),
          },
        ]}
      />
    </Section>
  )
}
