/** Image calls (SPEC §7 Images and OS; API-NOTES §11, §14.4). Not location-scoped. */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import {
  BootImageSchema,
  parseMetalOs,
  parseVmImage,
  type BootImage,
  type MetalOs,
  type VmImage,
} from './schema.js'

/** The image calls of one client. */
export function imageApi(http: WarrenHttp) {
  return {
    /** `GET /config/vm_images`. */
    listVmImages: (opts: CallOptions = {}): Promise<VmImage[]> =>
      http.request('GET', 'config/vm_images', { ...opts }, listOf(parseVmImage)),

    /** `GET /config/boot_images`: the platform's ISO boot media (rescue, installers). */
    listBootImages: (opts: CallOptions = {}): Promise<BootImage[]> =>
      http.request(
        'GET',
        'config/boot_images',
        { ...opts },
        listOf((r) => BootImageSchema.parse(r)),
      ),

    /** `GET /metal/os`: bare-metal images, same shape as VM images. */
    listMetalOs: (opts: CallOptions = {}): Promise<MetalOs[]> =>
      http.request('GET', 'metal/os', { ...opts }, listOf(parseMetalOs)),
  }
}

/** The image calls of a client. */
export type ImageApi = ReturnType<typeof imageApi>
