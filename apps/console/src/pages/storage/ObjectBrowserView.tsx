import { useState } from 'react'
import { Button, Flex, IconButton, Link, Text } from '@radix-ui/themes'
import { CardStackIcon, DownloadIcon, FileIcon, ReloadIcon, TrashIcon } from '@radix-ui/react-icons'
import {
  ConfirmDialog,
  DataTable,
  FileDropZone,
  formatBytes,
  type DataTableColumn,
  type FileUpload,
  type RenderLink,
} from '@cirrus/design-system'
import { useApiRequest } from '../../app/api-request'
import { dateTimeText } from '../../app/format'
import { Section } from '../../components/Section'
import { breadcrumbs, entryName, fileNameOf } from './object-paths'
import { bucketObjectDeleteRequest, type BucketObject, type BucketObjectList } from './object-api'

/** Props of {@link ObjectBrowserView}. */
export type ObjectBrowserViewProps = {
  /** The bucket browsed. */
  bucketName: string
  /** The folder shown: '' for the top, else a prefix ending in '/'. */
  prefix: string
  /** The link that opens a folder (or the top, ''). */
  folderHref: (prefix: string) => string
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The folder's listing; undefined while it loads. */
  listing: BucketObjectList | undefined
  /** Why it could not be loaded. */
  error?: string | null
  /** Reloads the listing. */
  onRetry?: () => void
  /** Loads the next page of a long listing (`next_continuation_token`). */
  onLoadMore?: () => void
  /** True while the next page loads. */
  loadingMore?: boolean
  /** The uploads of this visit, each with its progress. */
  uploads: readonly FileUpload[]
  /** Uploads files into the current folder. */
  onUpload: (files: File[]) => void
  /** Removes a finished or failed upload from the list. */
  onDismissUpload: (id: string) => void
  /** Where an object downloads from. */
  downloadHref: (key: string) => string
  /** Deletes an object; rejects with the reason (shown in the dialog). */
  onDelete: (key: string) => Promise<unknown>
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/** One row: a folder (prefix) or an object. */
type Entry =
  { kind: 'folder'; id: string; prefix: string } | { kind: 'object'; id: string; object: BucketObject }

/**
 * The bucket's objects (issue 10): folders from the prefixes with breadcrumbs, files with size and date, upload
 * by drag and drop or the file button with a progress bar per file, download, and delete after a confirmation.
 * Everything goes through the platform with the session, so no S3 secret is needed in the browser.
 */
export function ObjectBrowserView({
  bucketName,
  prefix,
  folderHref,
  renderLink,
  listing,
  error,
  onRetry,
  onLoadMore,
  loadingMore = false,
  uploads,
  onUpload,
  onDismissUpload,
  downloadHref,
  onDelete,
  timeZone = 'UTC',
}: ObjectBrowserViewProps) {
  const [deleting, setDeleting] = useState<BucketObject | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  // "Show API request" (issue 10) in the delete confirmation.
  const deleteRequest = useApiRequest(deleting && bucketObjectDeleteRequest(bucketName, deleting.key))
  const crumbs = breadcrumbs(bucketName, prefix)
  const entries: Entry[] = listing
    ? [
        ...listing.prefixes.map((p) => ({ kind: 'folder' as const, id: p, prefix: p })),
        ...listing.objects.map((o) => ({ kind: 'object' as const, id: o.key, object: o })),
      ]
    : []

  const columns: DataTableColumn<Entry>[] = [
    {
      id: 'name',
      header: 'Name',
      truncate: true,
      cell: (e) =>
        e.kind === 'folder' ? (
          <Flex align="center" gap="2" minWidth="0">
            <CardStackIcon aria-hidden />
            <Link asChild>
              {renderLink({ href: folderHref(e.prefix), children: `${entryName(e.prefix, prefix)}/` })}
            </Link>
          </Flex>
        ) : (
          <Flex align="center" gap="2" minWidth="0">
            <FileIcon aria-hidden />
            <Text truncate>{entryName(e.object.key, prefix)}</Text>
          </Flex>
        ),
    },
    {
      id: 'size',
      header: 'Size',
      numeric: true,
      cell: (e) =>
        e.kind === 'folder' ? <Text color="gray">Folder</Text> : formatBytes(e.object.size_bytes),
    },
    {
      id: 'modified',
      header: 'Last modified',
      hideBelow: 'sm',
      cell: (e) => (e.kind === 'folder' ? '' : dateTimeText(e.object.last_modified, timeZone)),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (e) =>
        e.kind === 'folder' ? null : (
          <Flex gap="3" justify="end" align="center">
            <IconButton asChild size="1" variant="ghost" color="gray">
              <a
                href={downloadHref(e.object.key)}
                download={fileNameOf(e.object.key)}
                aria-label={`Download ${entryName(e.object.key, prefix)}`}
              >
                <DownloadIcon aria-hidden />
              </a>
            </IconButton>
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="red"
              aria-label={`Delete ${entryName(e.object.key, prefix)}`}
              onClick={() => {
                setDeleteError(null)
                setDeleting(e.object)
              }}
            >
              <TrashIcon aria-hidden />
            </IconButton>
          </Flex>
        ),
    },
  ]

  return (
    <Section
      title="Objects"
      actions={
        onRetry && (
          <Button type="button" variant="soft" color="gray" onClick={onRetry}>
            <ReloadIcon aria-hidden /> Refresh
          </Button>
        )
      }
    >
      <Flex direction="column" gap="3">
        <nav aria-label="Folder">
          <Flex asChild gap="1" wrap="wrap" align="center">
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {crumbs.map((crumb, i) => {
                const last = i === crumbs.length - 1
                return (
                  <Flex asChild key={crumb.prefix} gap="1" align="center">
                    <li>
                      {i > 0 && (
                        <Text color="gray" aria-hidden>
                          /
                        </Text>
                      )}
                      {last ? (
                        <Text weight="medium" aria-current="location">
                          {crumb.label}
                        </Text>
                      ) : (
                        <Link asChild>
                          {renderLink({ href: folderHref(crumb.prefix), children: crumb.label })}
                        </Link>
                      )}
                    </li>
                  </Flex>
                )
              })}
            </ol>
          </Flex>
        </nav>
        <FileDropZone
          onFiles={onUpload}
          uploads={uploads}
          onDismiss={onDismissUpload}
          hint={`Files go into ${prefix ? `${bucketName}/${prefix}` : bucketName}`}
        />
        <DataTable
          label="Objects"
          columns={columns}
          rows={entries}
          getRowId={(e) => `${e.kind}:${e.id}`}
          loading={listing === undefined && !error}
          error={error ?? undefined}
          onRetry={onRetry}
          emptyMessage={prefix ? 'This folder is empty' : 'This bucket is empty: upload files to fill it'}
        />
        {listing?.next_continuation_token && onLoadMore && (
          <Flex justify="center">
            <Button type="button" variant="soft" loading={loadingMore} onClick={onLoadMore}>
              Load more
            </Button>
          </Flex>
        )}
      </Flex>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete ${fileNameOf(deleting.key)}?`}
          description={`The object ${deleting.key} (${formatBytes(deleting.size_bytes)}) will be deleted from ${bucketName}. This cannot be undone.`}
          confirmLabel="Delete"
          error={deleteError}
          apiRequest={deleteRequest}
          onConfirm={() =>
            onDelete(deleting.key).catch((reason: unknown) => {
              setDeleteError(reason instanceof Error ? reason.message : String(reason))
              throw reason
            })
          }
        />
      )}
    </Section>
  )
}
