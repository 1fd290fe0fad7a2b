/**
 * The platform's ISO boot media (API-NOTES §11 `GET /config/boot_images`), used by `vm/boot_iso_media` with
 * `boot_image_repository=platform`. Fixed uuids so clients can keep them in configuration.
 */

/** A platform boot image. */
export type BootImage = {
  uuid: string
  image_name: string
  is_installation_media: boolean
  description: string
  is_published: boolean
}

/** Platform boot images. */
export const BOOT_IMAGES: readonly BootImage[] = [
  {
    uuid: '6a1f4c36-0b7e-4d55-9f43-7a8a2e0b9c01',
    image_name: 'SystemRescue 11',
    is_installation_media: false,
    description: 'Rescue system: repair file systems, reset passwords',
    is_published: true,
  },
  {
    uuid: '6a1f4c36-0b7e-4d55-9f43-7a8a2e0b9c02',
    image_name: 'Ubuntu 24.04 Server installer',
    is_installation_media: true,
    description: 'Install Ubuntu by hand',
    is_published: true,
  },
]
