/**
 * The object browser's wiring: a folder's listing page by page, uploads with their progress, and deletes —
 * through the platform with the session ({@link objectApi}). A finished upload or delete refreshes the folder
 * and the bucket, whose size and price follow what is stored.
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { warrenKeys } from '@cirrus/domain'
import type { FileUpload } from '@cirrus/design-system'
import { useObjectApi, type BucketObjectList } from './object-api'
import { DELIMITER, uploadKey } from './object-paths'
import { uploadFile } from './upload'

/** The cache key of a folder's listing (under the bucket scope, so bucket invalidation reaches it). */
export function objectListKey(bucketName: string, prefix: string) {
  return [...warrenKeys.scope('bucket'), 'objects', bucketName, prefix] as const
}

/** The pages of a listing as one: every folder and object so far, and whether there is more. */
export function mergePages(pages: readonly BucketObjectList[] | undefined): BucketObjectList | undefined {
  if (!pages) return undefined
  return {
    prefixes: [...new Set(pages.flatMap((p) => p.prefixes))],
    objects: pages.flatMap((p) => p.objects),
    next_continuation_token: pages.at(-1)?.next_continuation_token ?? null,
  }
}

/** The object browser of one bucket folder. */
export function useObjectBrowser(bucketName: string, prefix: string) {
  const queryClient = useQueryClient()
  const api = useObjectApi()
  const [uploads, setUploads] = useState<FileUpload[]>([])
  const counter = useRef(0)

  const listing = useInfiniteQuery({
    queryKey: objectListKey(bucketName, prefix),
    queryFn: ({ pageParam, signal }) =>
      api.listBucketObjects(
        bucketName,
        { prefix, delimiter: DELIMITER, continuationToken: pageParam ?? undefined },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_continuation_token ?? undefined,
  })

  const refresh = useCallback(() => {
    // The folder, and the bucket: its size, object count and price follow what is stored.
    void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bucket') })
  }, [queryClient])

  const update = (id: string, patch: Partial<FileUpload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)))

  const onUpload = (files: File[]) => {
    for (const file of files) {
      const key = uploadKey(prefix, file.name)
      counter.current += 1
      const id = `${key}#${counter.current}`
      setUploads((list) => [
        ...list,
        { id, name: file.name, loaded: 0, total: file.size, status: 'uploading' },
      ])
      uploadFile(api.bucketObjectUploadRequest(bucketName, key), file, {
        contentType: file.type,
        onProgress: (loaded, total) => update(id, { loaded, total }),
      })
        .then(() => update(id, { status: 'done', loaded: file.size }))
        .catch((error: unknown) =>
          update(id, { status: 'failed', error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(refresh)
    }
  }

  const merged = useMemo(() => mergePages(listing.data?.pages), [listing.data])
  return {
    listing: merged,
    error: listing.isError ? listing.error.message : null,
    onRetry: () => void listing.refetch(),
    onLoadMore: listing.hasNextPage ? () => void listing.fetchNextPage() : undefined,
    loadingMore: listing.isFetchingNextPage,
    uploads,
    onUpload,
    onDismissUpload: (id: string) => setUploads((list) => list.filter((u) => u.id !== id)),
    downloadHref: (key: string) => api.bucketObjectUrl(bucketName, key),
    onDelete: async (key: string) => {
      await api.deleteBucketObject(bucketName, key)
      refresh()
    },
  }
}
