import { describe, expect, it } from 'vitest'
import { VmCreateInputSchema } from '@cirrus/domain'
import { makeHostPool } from '@cirrus/domain/fixtures'
import {
  FALLBACK_GUEST_LIMITS,
  defaultVmCreateForm,
  formFromRetry,
  isRetry,
  poolLimits,
  pricedDraft,
  retrySearchParams,
  toCreateVmSubmission,
  vmCreateFormSchema,
  type VmCreateForm,
} from './vm-create'

const limits = { cpu: { min: 1, max: 8 }, ram_mb: { min: 512, max: 16384 }, disk_gb: { min: 20, max: 200 } }

function form(overrides: Partial<VmCreateForm> = {}): VmCreateForm {
  return {
    ...defaultVmCreateForm({ location: 'tll01', limits, osName: 'ubuntu', osVersion: '24.04' }),
    name: 'web-1',
    username: 'deploy',
    password: 'Secret123',
    billingAccountId: 7,
    ...overrides,
  }
}

describe('VM create form → Warren create body (API-NOTES §7.3)', () => {
  it('sends RAM in MB, the disk in GB and the chosen login', () => {
    const { location, request } = toCreateVmSubmission(form({ vcpu: 4, ramGb: 1.5, diskGb: 40 }))
    expect(location).toBe('tll01')
    expect(request).toEqual({
      name: 'web-1',
      os_name: 'ubuntu',
      os_version: '24.04',
      vcpu: 4,
      ram: 1536,
      disks: 40,
      reserve_public_ip: true,
      backup: false,
      billing_account_id: 7,
      username: 'deploy',
      password: 'Secret123',
    })
  })

  it('sends the SSH key and no password when the key is chosen', () => {
    const { request } = toCreateVmSubmission(
      form({ loginMethod: 'ssh_key', publicKey: '  ssh-ed25519 AAAAC3Nz me@host \n', password: 'Secret123' }),
    )
    expect(request.public_key).toBe('ssh-ed25519 AAAAC3Nz me@host')
    expect(request).not.toHaveProperty('password')
  })

  it('leaves the default network, pool and empty texts to the platform', () => {
    const { request } = toCreateVmSubmission(form({ username: ' ', cloudInit: '  ', billingAccountId: null }))
    for (const key of [
      'network_uuid',
      'designated_pool_uuid',
      'username',
      'cloud_init',
      'billing_account_id',
    ]) {
      expect(request).not.toHaveProperty(key)
    }
  })

  it('sends the chosen network, pool, public IP, backups and cloud-init as given', () => {
    const net = '3f2a9c1e-0000-4000-8000-000000000001'
    const pool = '3f2a9c1e-0000-4000-8000-000000000002'
    const { request } = toCreateVmSubmission(
      form({ networkUuid: net, poolUuid: pool, publicIp: false, backup: true, cloudInit: '{"a":1}' }),
    )
    expect(request).toMatchObject({
      network_uuid: net,
      designated_pool_uuid: pool,
      reserve_public_ip: false,
      backup: true,
      cloud_init: '{"a":1}',
    })
  })
})

describe('VM create form validation within guest limits (API-NOTES §7.2, §7.6)', () => {
  const schema = vmCreateFormSchema(limits)
  const errorsOf = (f: VmCreateForm) => {
    const result = schema.safeParse(f)
    if (result.success) return {}
    const errors: Record<string, string> = {}
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
    return errors
  }

  it('accepts a complete form', () => {
    expect(errorsOf(form())).toEqual({})
  })

  it('refuses CPU, RAM and disk outside the pool limits', () => {
    const errors = errorsOf(form({ vcpu: 9, ramGb: 0.25, diskGb: 201 }))
    expect(errors.vcpu).toBe('CPU can be at most 8')
    expect(errors.ramGb).toBe('RAM must be at least 0.5 GB')
    expect(errors.diskGb).toBe('Disk can be at most 200 GB')
  })

  it('asks for a strong password only when the password login is chosen', () => {
    expect(errorsOf(form({ password: 'weak' })).password).toMatch(/at least 8 characters/)
    expect(errorsOf(form({ password: 'weak', loginMethod: 'ssh_key', publicKey: 'ssh-rsa AAAA' }))).toEqual(
      {},
    )
  })

  it('asks for a valid key line when the SSH key login is chosen', () => {
    expect(errorsOf(form({ loginMethod: 'ssh_key', publicKey: 'hello' })).publicKey).toBe(
      'Paste one OpenSSH public key line',
    )
  })

  it('checks the name and username rules', () => {
    const errors = errorsOf(form({ name: 'a', username: '9lives' }))
    expect(Object.keys(errors).sort()).toEqual(['name', 'username'])
  })
})

describe('form defaults and live price input', () => {
  it('starts within the limits, even tiny ones', () => {
    const tiny = { cpu: { min: 1, max: 1 }, ram_mb: { min: 512, max: 1024 }, disk_gb: { min: 10, max: 15 } }
    const f = defaultVmCreateForm({ location: 'x', limits: tiny })
    expect([f.vcpu, f.ramGb, f.diskGb]).toEqual([1, 1, 15])
  })

  it('falls back to the documented limits', () => {
    expect(defaultVmCreateForm({ location: 'x', limits: FALLBACK_GUEST_LIMITS }).diskGb).toBe(20)
  })

  it('prices a running VM of the chosen size in the chosen pool', () => {
    expect(pricedDraft({ vcpu: 2, ramGb: 4, diskGb: 50, poolUuid: '' }, 'pool-default')).toEqual({
      status: 'running',
      vcpu: 2,
      memory: 4096,
      storage: [{ size: 50, primary: true, replica: [] }],
      designated_pool_uuid: 'pool-default',
    })
  })
})

describe('retry link of a failed create (SPEC §4, §8)', () => {
  it('brings the form back filled, without the password', () => {
    const filled = form({
      vcpu: 4,
      ramGb: 2.5,
      backup: true,
      publicIp: false,
      billingAccountId: 1002,
      loginMethod: 'password',
      cloudInit: '{"packages":["nginx"]}',
    })
    const params = retrySearchParams(filled)
    expect(params.has('password')).toBe(false)
    const back = formFromRetry(
      new URLSearchParams(params.toString()),
      defaultVmCreateForm({ location: 'x', limits }),
    )
    expect(back).toEqual({ ...filled, password: '' })
    expect(isRetry(params)).toBe(true)
  })

  it('ignores malformed values', () => {
    const defaults = defaultVmCreateForm({ location: 'tll01', limits })
    const back = formFromRetry(new URLSearchParams('vcpu=many&backup=maybe&loginMethod=telnet'), defaults)
    expect(back).toEqual(defaults)
    expect(isRetry(new URLSearchParams('vcpu=2'))).toBe(false)
  })
})

describe('pool limits', () => {
  const pool = (uuid: string, isDefault: boolean, cpuMax: number) => ({
    ...makeHostPool({ uuid, is_default_designated: isDefault }),
    guest_limits: { ...limits, cpu: { min: 1, max: cpuMax } },
  })

  it('uses the chosen pool, else the default designated one, else the documented fallback', () => {
    const pools = [
      pool('3f2a9c1e-0000-4000-8000-00000000000a', false, 4),
      pool('3f2a9c1e-0000-4000-8000-00000000000b', true, 32),
    ]
    expect(poolLimits(pools, '3f2a9c1e-0000-4000-8000-00000000000a').cpu.max).toBe(4)
    expect(poolLimits(pools, null).cpu.max).toBe(32)
    expect(poolLimits(undefined, null)).toEqual(FALLBACK_GUEST_LIMITS)
  })

  it("raises the minimums to Windows' (2 vCPUs, 1 GB RAM) for a Windows guest, and the form says so", () => {
    const windows = poolLimits(undefined, null, true)
    expect(windows.cpu).toEqual({ min: 2, max: FALLBACK_GUEST_LIMITS.cpu.max })
    expect(windows.ram_mb.min).toBe(1024)
    const result = vmCreateFormSchema(windows).safeParse(form({ osName: 'windows', vcpu: 1, ramGb: 0.5 }))
    expect(result.success).toBe(false)
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(issues).toMatchObject({ vcpu: 'CPU must be at least 2', ramGb: 'RAM must be at least 1 GB' })
  })

  it('prices the Windows licence of a Windows guest', () => {
    const draft = pricedDraft({ vcpu: 2, ramGb: 4, diskGb: 50, poolUuid: '', osName: 'windows' })
    expect(draft.license_type).toBe('WINDOWS')
    expect(pricedDraft({ vcpu: 2, ramGb: 4, diskGb: 50, poolUuid: '', osName: 'ubuntu' })).not.toHaveProperty(
      'license_type',
    )
  })
})

describe('the form refuses what the platform refuses (issue 9: one rule, in the domain)', () => {
  const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG ada@laptop'
  it.each([
    [{ name: 'web' }],
    [{ name: 'web_1' }],
    [{ name: 'a'.repeat(256) }],
    [{ username: '9lives' }],
    [{ password: 'weakpass' }],
    [{ loginMethod: 'ssh_key' as const, publicKey: 'hello world' }],
    [{ cloudInit: 'x'.repeat(65_537) }],
    [{ name: 'web-1' }],
    [{ loginMethod: 'ssh_key' as const, publicKey: KEY }],
  ])('%j: the form and VmCreateInputSchema agree', (change) => {
    const value = form(change)
    const formOk = vmCreateFormSchema(limits).safeParse(value).success
    const bodyOk = VmCreateInputSchema.safeParse(toCreateVmSubmission(value).request).success
    expect(formOk).toBe(bodyOk)
  })
})
