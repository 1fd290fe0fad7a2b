import type { ChangeEvent } from 'react'
import { Avatar, Flex, Switch } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import { UNPUBLISHED_MARKER, type AdminImage } from '@cirrus/domain'
import { imageVersionsColumn } from '../../components/ImageVersionsColumn'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link ImagesView}. */
export type ImagesViewProps = {
  /** Opens the image's admin page (a row click or Enter). */
  onOpenPage: (image: AdminImage) => void
  /** Every VM image with all its versions; undefined while loading. */
  images: readonly AdminImage[] | undefined
  error?: string
  onRetry?: () => void
  /** Publishes or unpublishes one version. */
  onPublish: (image: AdminImage, osVersion: string, published: boolean) => void
  /** Sets the app-catalog flag. */
  onAppCatalog: (image: AdminImage, on: boolean) => void
  /** A new icon file was chosen for the image. */
  onIcon: (image: AdminImage, file: File) => void
}

/** /vm_images (Images): versions published or not, app-catalog flag, icons (issue 13; SPEC §4, §6). */
export function ImagesView({
  images,
  error,
  onRetry,
  onPublish,
  onAppCatalog,
  onIcon,
  onOpenPage,
}: ImagesViewProps) {
  const columns: DataTableColumn<AdminImage>[] = [
    {
      id: 'name',
      header: 'Image',
      primary: true,
      value: (i) => i.display_name,
      sortable: true,
      sortValue: (i) => i.display_name,
      filterable: true,
      cell: (i) => (
        <Flex gap="2" align="center">
          <Avatar size="1" src={i.icon} fallback={i.display_name.slice(0, 1)} alt="" />
          {i.display_name}
        </Flex>
      ),
    },
    imageVersionsColumn(onPublish),
    {
      id: 'app_catalog',
      hideBelow: 'xs',
      header: 'App catalog',
      value: (i) => (i.is_app_catalog ? 'yes' : 'no'),
      cell: (i) => (
        <Switch
          checked={i.is_app_catalog}
          aria-label={`${i.display_name} in the app catalog`}
          onCheckedChange={(on) => onAppCatalog(i, on)}
        />
      ),
    },
    {
      id: 'vms',
      hideBelow: 'xs',
      header: 'VMs',
      cell: (i) => i.vm_count,
      numeric: true,
      sortable: true,
      sortValue: (i) => i.vm_count,
    },
    {
      id: 'icon',
      hideBelow: 'xs',
      header: 'Icon',
      value: () => '',
      cell: (i) => (
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-label={`Upload an icon for ${i.display_name}`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0]
            if (file) onIcon(i, file)
            event.target.value = ''
          }}
        />
      ),
    },
  ]
  return (
    <AdminScreen
      title="Images"
      description={
        <>
          Customers see published versions only; administrators also see the others, marked{' '}
          {UNPUBLISHED_MARKER}.
        </>
      }
    >
      <DataTable
        onRowOpen={onOpenPage}
        label="Images"
        columns={columns}
        rows={images ?? []}
        getRowId={(i) => i.os_name}
        loading={images === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No images yet"
        searchable
        columnChooserKey="cirrus.admin.vm-images.columns"
        csvFileName="images.csv"
      />
    </AdminScreen>
  )
}
