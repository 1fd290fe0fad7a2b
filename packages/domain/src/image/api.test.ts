import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { makeImage, makeMetalOs } from '../fixtures/index.js'

const bootImage = {
  uuid: '6a1f4c36-0b7e-4d55-9f43-7a8a2e0b9c01',
  image_name: 'SystemRescue 11',
  is_installation_media: false,
  description: 'Rescue system',
  is_published: true,
}

describeCalls('Image calls (SPEC §7 Images and OS)', [
  {
    name: 'VM images: GET config/vm_images',
    run: (c) => c.image.listVmImages(),
    reply: { body: [stripTags(makeImage())] },
    method: 'GET',
    path: '/v1/config/vm_images',
    check: (r) => expect(r).toEqual([makeImage()]),
  },
  {
    name: 'boot images: GET config/boot_images',
    run: (c) => c.image.listBootImages(),
    reply: { body: [bootImage] },
    method: 'GET',
    path: '/v1/config/boot_images',
    check: (r) => expect(r).toEqual([bootImage]),
  },
  {
    name: 'bare metal OS: GET metal/os',
    run: (c) => c.image.listMetalOs(),
    reply: { body: [stripTags(makeMetalOs())] },
    method: 'GET',
    path: '/v1/metal/os',
    check: (r) => expect(r).toEqual([makeMetalOs()]),
  },
])
