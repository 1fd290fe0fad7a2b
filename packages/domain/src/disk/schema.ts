/**
 * Block storage disks (API-NOTES §3, SPEC §3 Disk): the Warren disk object, its normalised form and the
 * request bodies of `/{location}/storage/disks` and `vm/storage/attach|detach`.
 */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  LocationSlugSchema,
  TimestampSchema,
  UuidSchema,
  blankOrNull,
  formBool,
  formInt,
  formString,
  formUuid,
  optionalInput,
  orNull,
  withAliases,
} from '../http/fields.js'
import { DiskSizeSchema } from '../rules/index.js'

/** Where a disk's content came from (API-NOTES §3; EXTERNAL from Warren's own client). */
export const DISK_SOURCE_IMAGE_TYPES = ['EMPTY', 'OS_BASE', 'DISK', 'SNAPSHOT', 'EXTERNAL'] as const
/** Where a disk's content came from. */
export type DiskSourceImageType = (typeof DISK_SOURCE_IMAGE_TYPES)[number]

/**
 * A disk snapshot. Warren's own client spells the size `sizeGb` (API-NOTES §16); both spellings are read and
 * normalised to `size_gb`.
 */
export const DiskSnapshotSchema = withAliases(
  z.object({
    uuid: z.string().min(1),
    size_gb: z.number().nonnegative(),
    display_name: orNull(z.string()),
    created_at: orNull(TimestampSchema),
    disk_uuid: orNull(UuidSchema),
  }),
  { sizeGb: 'size_gb' },
)
/** A disk snapshot. */
export type DiskSnapshot = z.infer<typeof DiskSnapshotSchema>

/** The disk object as Warren sends it (API-NOTES §3). `display_name` is left out when not set: null here. */
export const WarrenDiskSchema = z.object({
  uuid: UuidSchema,
  /** Live value `Active` (capital A); others undocumented. */
  status: z.string().default('Active'),
  status_comment: orNull(z.string()),
  display_name: blankOrNull(z.string()),
  user_id: orNull(z.number().int()),
  billing_account_id: BillingAccountIdSchema,
  size_gb: z.number().int().nonnegative(),
  source_image_type: z.enum(DISK_SOURCE_IMAGE_TYPES).default('EMPTY'),
  source_image: blankOrNull(z.string()),
  storage_pool_uuid: blankOrNull(UuidSchema),
  read_only_bootable: z.boolean().default(false),
  /** The VM whose storage contains the disk; null when detached (SPEC §3, §4). */
  attached_to: blankOrNull(UuidSchema),
  snapshots: z
    .array(DiskSnapshotSchema)
    .nullish()
    .transform((v) => v ?? []),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
})
/** The disk object as Warren sends it. */
export type WarrenDisk = z.infer<typeof WarrenDiskSchema>

/** A disk with its type tag and location (SPEC §3). */
export const DiskSchema = WarrenDiskSchema.extend({ type: z.literal('disk'), location: LocationSlugSchema })
/** A disk with its type tag and location. */
export type Disk = z.infer<typeof DiskSchema>

/** Parses a Warren disk and tags it. Throws a ZodError on a bad shape. */
export function parseDisk(raw: unknown, location: string): Disk {
  return { ...WarrenDiskSchema.parse(raw), type: 'disk', location }
}

/** The VM storage entry returned by attach (API-NOTES §3). */
export const DiskAttachmentSchema = z.object({
  uuid: UuidSchema,
  name: orNull(z.string()),
  primary: z.boolean().default(false),
  replica: z.array(z.unknown()).default([]),
  size: z.number().int().nonnegative(),
  user_id: orNull(z.number().int()),
  created_at: orNull(TimestampSchema),
})
/** The VM storage entry returned by attach. */
export type DiskAttachment = z.infer<typeof DiskAttachmentSchema>

// ---------------------------------------------------------------------------------------------------------
// Request bodies: form-encoded on Warren (API-NOTES §1.3 "live: a JSON body was ignored").

/** Query of `GET /{location}/storage/disks`. */
export const DiskListQuerySchema = z.object({ read_only_bootable: optionalInput(formBool()) })
/** Query of the disk list. */
export type DiskListQuery = z.infer<typeof DiskListQuerySchema>

/**
 * `POST /{location}/storage/disks`. `size_gb` is needed unless the size follows from the source;
 * `source_image` is needed unless the type is EMPTY (API-NOTES §3). Empty values mean EMPTY (§16).
 */
export const DiskCreateInputSchema = z
  .object({
    size_gb: optionalInput(formInt().pipe(DiskSizeSchema)),
    billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
    display_name: optionalInput(formString()),
    source_image_type: optionalInput(z.enum(DISK_SOURCE_IMAGE_TYPES)).default('EMPTY'),
    source_image: optionalInput(formString()),
  })
  .refine((v) => v.source_image_type === 'EMPTY' || v.source_image !== undefined, {
    message: 'source_image is required unless source_image_type is EMPTY',
    path: ['source_image'],
  })
  .refine((v) => v.source_image_type !== 'EMPTY' || v.size_gb !== undefined, {
    message: 'size_gb is required for an empty disk',
    path: ['size_gb'],
  })
/** Body of disk create. */
export type DiskCreateInput = z.infer<typeof DiskCreateInputSchema>

/**
 * `PATCH /{location}/storage/disks/{uuid}`: all optional. `size_gb` is this platform's addition (Warren resizes
 * only attached disks, through `PATCH vm/storage`): it grows the disk, attached or not, and never shrinks it.
 */
export const DiskUpdateInputSchema = z.object({
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
  display_name: optionalInput(formString()),
  read_only_bootable: optionalInput(formBool()),
  size_gb: optionalInput(formInt().pipe(DiskSizeSchema)),
})
/** Body of disk update. */
export type DiskUpdateInput = z.infer<typeof DiskUpdateInputSchema>

/** `POST /{location}/user-resource/vm/storage/attach|detach`: `uuid` is the VM, `storage_uuid` the disk. */
export const DiskAttachInputSchema = z.object({ uuid: formUuid(), storage_uuid: formUuid() })
/** Body of disk attach and detach. */
export type DiskAttachInput = z.infer<typeof DiskAttachInputSchema>

/**
 * `POST /{location}/storage/disks/{uuid}/snapshots` (form; this platform's addition: Warren's disk object lists
 * `snapshots[]` but no public call makes one for a standalone disk): an optional name.
 */
export const DiskSnapshotCreateInputSchema = z.object({ display_name: optionalInput(formString()) })
/** Body of disk snapshot create. */
export type DiskSnapshotCreateInput = z.infer<typeof DiskSnapshotCreateInputSchema>
