import { describe, expect, it } from 'vitest'
import { SSH_PUBLIC_KEY_MESSAGE, VM_PASSWORD_MESSAGE } from '@cirrus/domain'
import {
  defaultLeaseForm,
  leaseFormFromRetry,
  leaseFormSchema,
  leaseRetryParams,
  toLeaseRequest,
  type LeaseForm,
} from './lease-form'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB me@host'
const form = (over: Partial<LeaseForm> = {}) =>
  defaultLeaseForm({
    location: 'tll01',
    machineType: 'bm.medium',
    osName: 'debian',
    osVersion: '12',
    billingAccountId: 1001,
    publicKey: KEY,
    ...over,
  })
const errorsOf = (f: LeaseForm) => {
  const r = leaseFormSchema.safeParse(f)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('lease form', () => {
  it('sends the key and no password when the key is chosen; the password only when it is', () => {
    expect(toLeaseRequest(form({ password: 'Secret123', publicKey: `  ${KEY} \n` }))).toEqual({
      location: 'tll01',
      input: {
        machine_type: 'bm.medium',
        os_name: 'debian',
        os_version: '12',
        billing_account_id: 1001,
        public_key: KEY,
      },
    })
    expect(
      toLeaseRequest(form({ loginMethod: 'password', password: 'Secret123', name: ' db-1 ' })).input,
    ).toEqual({
      machine_type: 'bm.medium',
      os_name: 'debian',
      os_version: '12',
      billing_account_id: 1001,
      display_name: 'db-1',
      password: 'Secret123',
    })
  })
  it('shows each mistake beside its field', () => {
    expect(errorsOf(form())).toEqual({})
    expect(errorsOf(form({ machineType: '', publicKey: 'nope' }))).toEqual({
      machineType: 'Choose a machine type',
      publicKey: SSH_PUBLIC_KEY_MESSAGE,
    })
    expect(errorsOf(form({ loginMethod: 'password', password: 'weak' }))).toEqual({
      password: VM_PASSWORD_MESSAGE,
    })
    expect(Object.keys(errorsOf(form({ name: 'a' })))).toEqual(['name'])
  })
  it('a retry link brings the form back without the password', () => {
    const failed = form({ loginMethod: 'password', password: 'Secret123', name: 'db-1' })
    const params = leaseRetryParams(failed)
    expect(params.has('password')).toBe(false)
    expect(leaseFormFromRetry(params, defaultLeaseForm({ location: 'jhv02' }))).toEqual({
      ...failed,
      password: '',
    })
  })
})
