/** The storage section's story fixtures: buckets, keys and a folder listing that tell one story. */
import type { FileUpload } from '@cirrus/design-system'
import { makeBucket, makeS3Key } from '@cirrus/domain/fixtures'
import type { BucketObjectList } from './object-api'

const GB = 1024 ** 3

/** A bucket holding 1.5 GB in 240 objects: billed as 2 GB. */
export const mediaBucket = makeBucket({ name: 'media-assets', size_bytes: 1.5 * GB, num_objects: 240 }, 1)

/** An empty bucket. */
export const emptyBucket = makeBucket({ name: 'fresh-bucket', size_bytes: 0, num_objects: 0 }, 2)

/** Twelve buckets: more than the 10 a view-all list shows first (SPEC §9). */
export const manyBuckets = [
  mediaBucket,
  emptyBucket,
  ...Array.from({ length: 10 }, (_, i) =>
    makeBucket(
      { name: `logs-${String(i + 1).padStart(2, '0')}`, size_bytes: Math.round((i + 1) * 0.7 * GB) },
      i + 3,
    ),
  ),
]

/** Two access keys, without their secrets (the page never keeps them). */
export const publicKeys = [makeS3Key({}, 1), makeS3Key({}, 2)].map(({ accessKey, userId }) => ({
  accessKey,
  userId,
}))

/** A key just generated, its secret shown once. */
export const generatedS3Key = makeS3Key({}, 3)

/** The endpoint the platform names. */
export const endpointUrl = 'https://s3.cirrus.test/'

/** The top of the media bucket: two folders and three files. */
export const topListing: BucketObjectList = {
  prefixes: ['photos/', 'videos/'],
  objects: [
    { key: 'index.html', size_bytes: 5_321, last_modified: '2026-11-20T09:15:00.000Z', etag: '"a1"' },
    { key: 'logo.svg', size_bytes: 18_432, last_modified: '2026-11-21T12:00:00.000Z', etag: '"a2"' },
    {
      key: 'report-2026-q3.pdf',
      size_bytes: 12 * 1024 * 1024,
      last_modified: '2026-10-02T08:30:00.000Z',
      etag: '"a3"',
    },
  ],
  next_continuation_token: null,
}

/** Inside photos/2026/. */
export const folderListing: BucketObjectList = {
  prefixes: [],
  objects: [
    {
      key: 'photos/2026/beach.jpg',
      size_bytes: 3_500_000,
      last_modified: '2026-07-14T16:00:00.000Z',
      etag: '"b1"',
    },
    {
      key: 'photos/2026/forest.jpg',
      size_bytes: 4_100_000,
      last_modified: '2026-08-01T10:00:00.000Z',
      etag: '"b2"',
    },
  ],
  next_continuation_token: 'page-2',
}

/** An empty folder listing. */
export const emptyListing: BucketObjectList = { prefixes: [], objects: [], next_continuation_token: null }

const MB = 1024 * 1024

/** Two uploads in flight. */
export const uploadsInFlight: FileUpload[] = [
  { id: 'u1', name: 'holiday.mov', loaded: 30 * MB, total: 120 * MB, status: 'uploading' },
  { id: 'u2', name: 'notes.txt', loaded: 2048, total: 2048, status: 'done' },
]

/** An upload that failed. */
export const failedUpload: FileUpload[] = [
  {
    id: 'u3',
    name: 'archive.zip',
    loaded: 8 * MB,
    total: 64 * MB,
    status: 'failed',
    error: 'Quota exceeded',
  },
]
