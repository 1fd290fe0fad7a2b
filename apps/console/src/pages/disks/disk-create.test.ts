import { describe, expect, it } from 'vitest'
import { DISK_SIZE_GB } from '@cirrus/domain'
import {
  defaultDiskCreateForm,
  diskCreateRequest,
  diskFormFromSearch,
  diskRetrySearchParams,
  validateDiskCreate,
} from './disk-create'

const valid = defaultDiskCreateForm({ location: 'tll01', billingAccountId: 7, name: ' data ' })

describe('the disk create form', () => {
  it('accepts a complete form and sends an empty disk with the trimmed name', () => {
    expect(validateDiskCreate(valid)).toEqual({})
    expect(diskCreateRequest(valid)).toEqual({
      size_gb: 20,
      billing_account_id: 7,
      display_name: 'data',
      source_image_type: 'EMPTY',
    })
  })

  it('leaves an empty name out', () => {
    expect(diskCreateRequest({ ...valid, name: '  ' })).not.toHaveProperty('display_name')
  })

  it.each([
    [{ sizeGb: 0 }, 'sizeGb', `At least ${DISK_SIZE_GB.min} GB`],
    [{ sizeGb: 1.5 }, 'sizeGb', 'Enter a whole number of GB'],
    [{ name: 'x'.repeat(256) }, 'name', 'Use at most 255 characters'],
    [{ billingAccountId: null }, 'billingAccountId', 'Choose a billing account'],
    [{ location: '' }, 'location', 'Choose a location'],
  ])('%j → %s: %s', (patch, field, message) => {
    expect(validateDiskCreate({ ...valid, ...patch })).toEqual({ [field]: message })
  })

  it('brings a failed create back from its retry link', () => {
    const failed = { ...valid, sizeGb: 80, vmUuid: 'abc' }
    const search = `?${diskRetrySearchParams(failed).toString()}`
    expect(diskFormFromSearch(search, defaultDiskCreateForm({}))).toEqual(failed)
  })

  it('ignores a search without the retry marker, and values that do not parse', () => {
    const defaults = defaultDiskCreateForm({ location: 'tll01' })
    expect(diskFormFromSearch('?sizeGb=80', defaults)).toEqual(defaults)
    expect(diskFormFromSearch('?retry=1&sizeGb=big&billingAccountId=x', defaults)).toEqual(defaults)
  })
})
