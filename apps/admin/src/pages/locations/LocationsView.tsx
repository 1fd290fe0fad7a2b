import { Badge, Button, Switch } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import type { AdminLocation } from '@cirrus/domain'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link LocationsView}. */
export type LocationsViewProps = {
  /** Opens the location's admin page (a row click or Enter). */
  onOpenPage: (location: AdminLocation) => void
  /** Every location; undefined while loading. */
  locations: readonly AdminLocation[] | undefined
  error?: string
  onRetry?: () => void
  /** Opens a location to customers or closes it. */
  onOpen: (location: AdminLocation, open: boolean) => void
  /** Makes a location the default. */
  onDefault: (location: AdminLocation) => void
}

/** /locations: display names, country, default flag and whether customers may use them (issue 13). */
export function LocationsView({
  locations,
  error,
  onRetry,
  onOpen,
  onDefault,
  onOpenPage,
}: LocationsViewProps) {
  const columns: DataTableColumn<AdminLocation>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (l) => l.display_name,
      primary: true,
      sortable: true,
      sortValue: (l) => l.display_name,
      filterable: true,
    },
    { id: 'slug', hideBelow: 'xs', header: 'Slug', cell: (l) => l.slug, filterable: true },
    { id: 'country', hideBelow: 'xs', header: 'Country', cell: (l) => l.country_code, filterable: true },
    { id: 'pools', hideBelow: 'xs', header: 'Pools', cell: (l) => l.pool_count, numeric: true },
    { id: 'hosts', hideBelow: 'xs', header: 'Hosts', cell: (l) => l.host_count, numeric: true },
    {
      id: 'open',
      header: 'Open to customers',
      value: (l) => (l.is_published ? 'yes' : 'no'),
      cell: (l) => (
        <Switch
          checked={l.is_published}
          disabled={l.is_default}
          aria-label={`${l.display_name} open to customers`}
          onCheckedChange={(on) => onOpen(l, on)}
        />
      ),
    },
    {
      id: 'default',
      hideBelow: 'xs',
      header: 'Default',
      value: (l) => (l.is_default ? 'default' : ''),
      cell: (l) =>
        l.is_default ? (
          <Badge highContrast color="green">
            Default
          </Badge>
        ) : (
          <Button
            size="1"
            variant="soft"
            disabled={!l.is_published}
            onClick={() => onDefault(l)}
            aria-label={`Make default: ${l.display_name}`}
          >
            Make default
          </Button>
        ),
    },
    {
      id: 'description',
      hideBelow: 'xs',
      header: 'Description',
      cell: (l) => l.description,
      defaultHidden: true,
    },
  ]
  return (
    <AdminScreen
      title="Locations"
      description="A location closed to customers is hidden from them and refuses their calls."
    >
      <DataTable
        onRowOpen={onOpenPage}
        label="Locations"
        columns={columns}
        rows={locations ?? []}
        getRowId={(l) => l.slug}
        loading={locations === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No locations yet"
        searchable
        columnChooserKey="cirrus.admin.locations.columns"
        csvFileName="locations.csv"
      />
    </AdminScreen>
  )
}
