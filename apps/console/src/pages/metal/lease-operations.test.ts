import { describe, expect, it } from 'vitest'
import { ApiError } from '@cirrus/domain'
import { makeMetalLease } from '@cirrus/domain/fixtures'
import { followProvisioning, leaseFieldErrors } from './lease-operations'

describe('following a provisioning lease', () => {
  it('re-reads until the lease is active', async () => {
    const states = ['provisioning', 'provisioning', 'active'] as const
    let reads = 0
    let clock = 0
    const waits: number[] = []
    const lease = await followProvisioning({
      read: async () => makeMetalLease({ status: states[reads++] }),
      wait: async (ms) => {
        waits.push(ms)
        clock += ms
      },
      now: () => clock,
    })
    expect(lease.status).toBe('active')
    expect(waits).toEqual([2000, 2000])
  })
  it('gives up at the deadline, still provisioning', async () => {
    let clock = 0
    const lease = await followProvisioning(
      {
        read: async () => makeMetalLease({ status: 'provisioning' }),
        wait: async (ms) => void (clock += ms),
        now: () => clock,
      },
      1000,
      3000,
    )
    expect(lease.status).toBe('provisioning')
    // Reads at 0, 1000, 2000 and 3000 ms: the next wait would pass the deadline.
    expect(clock).toBe(3000)
  })
})

describe('field errors of a failed create', () => {
  it('maps the platform fields to the form fields; other errors give none', () => {
    const error = new ApiError({
      status: 409,
      message: 'No Large (bm.large) bare metal server is free in tll01',
      fieldErrors: { machine_type: 'No Large (bm.large) bare metal server is free in tll01', Error: 'x' },
    })
    expect(leaseFieldErrors(error)).toEqual({
      machineType: 'No Large (bm.large) bare metal server is free in tll01',
    })
    expect(leaseFieldErrors(new Error('offline'))).toEqual({})
  })
})
