import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { makeImage, makeMetalOs } from '../fixtures/index.js'

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
    name: 'bare metal OS: GET metal/os',
    run: (c) => c.image.listMetalOs(),
    reply: { body: [stripTags(makeMetalOs())] },
    method: 'GET',
    path: '/v1/metal/os',
    check: (r) => expect(r).toEqual([makeMetalOs()]),
  },
])
