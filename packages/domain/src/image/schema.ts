/** VM images (`GET /config/vm_images`, API-NOTES §11) and bare-metal OS images (`GET /metal/os`, §14.4). */
import { z } from 'zod'
import { orNull } from '../http/fields.js'

/** One version of an OS image. Unpublished versions are shown only to administrators (SPEC §4, §6). */
export const ImageVersionSchema = z.object({
  os_version: z.string(),
  display_name: z.string(),
  published: z.boolean().default(true),
})
/** One version of an OS image. */
export type ImageVersion = z.infer<typeof ImageVersionSchema>

/** An OS image family as Warren sends it. `icon` is a URL or a base64 data image. */
export const WarrenVmImageSchema = z.object({
  os_name: z.string().min(1),
  display_name: z.string(),
  ui_position: orNull(z.number()),
  is_default: z.boolean().default(false),
  is_app_catalog: z.boolean().default(false),
  icon: orNull(z.string()),
  versions: z.array(ImageVersionSchema).default([]),
})
/** An OS image family as Warren sends it. */
export type WarrenVmImage = z.infer<typeof WarrenVmImageSchema>

/** A VM image with its type tag; images are not location-scoped (location null). */
export type VmImage = WarrenVmImage & { type: 'vm_image'; location: null }
/** A bare-metal OS image with its type tag (same shape as VM images, API-NOTES §14.4). */
export type MetalOs = WarrenVmImage & { type: 'bare_metal_os'; location: null }

/**
 * An ISO boot medium of the platform (`GET /config/boot_images`, API-NOTES §11), for a one-time boot from
 * ISO (`vm/boot_iso_media` with `boot_image_repository=platform`, SPEC §4 rescue).
 */
export const BootImageSchema = z.object({
  uuid: z.guid(),
  image_name: z.string(),
  is_installation_media: z.boolean().default(false),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  is_published: z.boolean().default(true),
})
/** An ISO boot medium of the platform. */
export type BootImage = z.infer<typeof BootImageSchema>

/** Parses a Warren VM image and tags it. */
export function parseVmImage(raw: unknown): VmImage {
  return { ...WarrenVmImageSchema.parse(raw), type: 'vm_image', location: null }
}

/** Parses a bare-metal OS image and tags it. */
export function parseMetalOs(raw: unknown): MetalOs {
  return { ...WarrenVmImageSchema.parse(raw), type: 'bare_metal_os', location: null }
}

/**
 * The versions a viewer may pick: all for administrators, only published ones for others (SPEC §4, §6).
 */
export function visibleVersions(image: Pick<WarrenVmImage, 'versions'>, isAdmin: boolean): ImageVersion[] {
  return isAdmin ? image.versions : image.versions.filter((v) => v.published)
}
