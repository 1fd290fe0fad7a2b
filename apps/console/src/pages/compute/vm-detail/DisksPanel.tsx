import { DataTable, type RenderLink } from '@cirrus/design-system'
import { ActionButton } from '../../../components/ActionButton'
import { diskPath } from '../../disks/paths'
import { commandAvailability } from '../vm-commands'
import { Section } from '../../../components/Section'
import { VmActionButtons, type VmActionContext } from './actions'

/** A plain link, for views rendered without a router. */
const plainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

/**
 * The VM's disks with their size and snapshot count; add a disk, resize one. An additional disk links to its
 * disk page (issue 10), where it can be detached, snapshotted or deleted.
 */
export function DisksPanel({
  renderLink = plainLink,
  ...actions
}: VmActionContext & { renderLink?: RenderLink }) {
  const { vm, pending, openDialog } = actions
  return (
    <Section title="Disks" actions={<VmActionButtons names={['addDisk']} {...actions} />}>
      <DataTable
        label="Disks"
        rows={vm.storage}
        getRowId={(d) => d.uuid}
        columns={[
          {
            id: 'device',
            header: 'Device',
            primary: true,
            cell: (d) =>
              d.primary
                ? (d.name ?? d.uuid.slice(0, 8))
                : renderLink({ href: diskPath(vm.location, d.uuid), children: d.name ?? d.uuid.slice(0, 8) }),
          },
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
