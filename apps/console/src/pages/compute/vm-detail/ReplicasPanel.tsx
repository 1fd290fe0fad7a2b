import { Flex, Text } from '@radix-ui/themes'
import { ReloadIcon, TrashIcon } from '@radix-ui/react-icons'
import { DataTable } from '@cirrus/design-system'
import type { Replica } from '@cirrus/domain'
import { ActionButton } from '../../../components/ActionButton'
import { dateTimeText } from '../../../app/format'
import { commandAvailability } from '../vm-commands'
import { Section } from '../../../components/Section'
import { VmActionButtons, type VmActionContext } from './actions'

type ReplicaRow = Replica & { diskName: string; when: string }

/** The snapshots and backups of every disk; take a snapshot, turn backups on or off, restore, delete. */
export function ReplicasPanel({ timeZone, ...actions }: { timeZone: string } & VmActionContext) {
  const { vm, pending, openDialog } = actions
  const can = (type: 'restore' | 'deleteReplica') => commandAvailability(vm, type, pending)
  const replicas: ReplicaRow[] = vm.storage.flatMap((disk) =>
    disk.replica.map((r) => ({
      ...r,
      diskName: disk.name ?? (disk.primary ? 'Boot disk' : 'Disk'),
      when: dateTimeText(r.created_at, timeZone) ?? r.uuid,
    })),
  )
  return (
    <Section
      title="Snapshots and backups"
      actions={
        <VmActionButtons
          names={['takeSnapshot', vm.backup ? 'disableBackup' : 'enableBackup']}
          {...actions}
        />
      }
    >
      {replicas.length === 0 ? (
        <Text as="p" size="2" color="gray">
          No snapshots or backups yet.{' '}
          {vm.backup ? 'Automatic backups are enabled.' : 'Take a snapshot before risky changes.'}
        </Text>
      ) : (
        <DataTable
          label="Snapshots and backups"
          rows={replicas}
          getRowId={(r) => r.uuid}
          columns={[
            { id: 'taken', header: 'Taken', primary: true, cell: (r) => r.when },
            // On a narrow table (SPEC §2 breakpoints) when it was taken and the actions stay; the actions'
            // names still say snapshot or backup.
            {
              id: 'type',
              header: 'Type',
              hideBelow: 'xs',
              cell: (r) => (r.type === 'backup' ? 'Backup' : 'Snapshot'),
            },
            { id: 'disk', header: 'Disk', hideBelow: 'sm', cell: (r) => r.diskName },
            { id: 'size', header: 'Size', numeric: true, hideBelow: 'sm', cell: (r) => `${r.size} GB` },
            {
              id: 'actions',
              header: 'Actions',
              align: 'right',
              cell: (r) => (
                <Flex gap="3" justify="end">
                  <ActionButton
                    availability={can('restore')}
                    size="1"
                    variant="ghost"
                    aria-label={`Restore from ${r.type} ${r.when}`}
                    onClick={() => openDialog({ kind: 'restore', replica: r })}
                  >
                    <ReloadIcon aria-hidden /> Restore
                  </ActionButton>
                  <ActionButton
                    availability={can('deleteReplica')}
                    size="1"
                    variant="ghost"
                    color="red"
                    aria-label={`Delete ${r.type} ${r.when}`}
                    onClick={() => openDialog({ kind: 'deleteReplica', replica: r })}
                  >
                    <TrashIcon aria-hidden /> Delete
                  </ActionButton>
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Section>
  )
}
