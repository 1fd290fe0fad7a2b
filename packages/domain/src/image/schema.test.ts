import { expect, test } from 'vitest'
import { makeImage } from '../fixtures/index.js'
import { visibleVersions } from './schema.js'

test('unpublished image versions are shown only to administrators (SPEC §4, §6)', () => {
  const image = makeImage()
  expect(visibleVersions(image, false).map((v) => v.os_version)).toEqual(['24.04'])
  expect(visibleVersions(image, true).map((v) => v.os_version)).toEqual(['24.04', '25.10'])
})
