/**
 * Rules shared by the console's forms and the platform's validation: written once here, so the form and the
 * server cannot drift (issue 9 "Shared rules in the domain"). Each rule cites where it is documented.
 */
import { z } from 'zod'

// ---------------------------------------------------------------------------------------------------------
// Bounds (issue 9, adversarial items 2 and 4): every number fits its column, every string has a length cap.

/** The largest value of a PostgreSQL `integer` column (2^31 − 1): no input number may exceed it. */
export const MAX_INT32 = 2_147_483_647

/**
 * The largest id of a `bigserial` column that an input may name (2^53 − 1): such ids (activity events, issue 18)
 * outgrow MAX_INT32 on a busy platform, and the platform reads them as JS numbers (drizzle `mode: 'number'`), exact
 * up to `Number.MAX_SAFE_INTEGER`. A cursor bounded by MAX_INT32 would stop paging once ids pass 2^31 − 1.
 */
export const MAX_BIGSERIAL_ID = Number.MAX_SAFE_INTEGER

/**
 * Maximum lengths of input text. Names are what a person types; descriptions a sentence or a paragraph;
 * an SSH key line fits an 16384-bit RSA key with a comment; cloud-init user data is a document (Warren's own
 * user-data limit is 16 KiB on most hypervisors; 64 KiB leaves room for keys and files).
 */
export const TEXT_LIMITS = {
  /** A name: VM, disk, network, key, token description, display name, bucket, … */
  name: 255,
  /** A free-text description. */
  description: 1000,
  /** A short code or identifier: OS name/version, service type, version, location slug. */
  short: 100,
  /** An email address (RFC 5321: 254). */
  email: 254,
  /** A password or other secret typed by a person. */
  password: 256,
  /** One OpenSSH public key line. */
  sshKey: 16_384,
  /** Cloud-init user data (JSON or YAML). */
  cloudInit: 65_536,
  /** An IP address or CIDR prefix. */
  address: 64,
} as const

/** Most entries of one list in a request body (firewall rules, LB rules or targets, SSH keys, …). */
export const MAX_LIST_ITEMS = 100

/**
 * Caps of a Kubernetes-like managed service create (SPEC §3 provider workers; issue 9 adversarial item 2: a
 * `minimum` of 1e9 filled an array until the process died, 250 created 250 VMs in one call). Each worker
 * group runs `minimum` VMs; SPEC §9 bills disk as volume size times worker count. No Warren document gives a
 * cap: 10 nodes per group and 5 groups (50 VMs) is a product choice well above a console user's cluster, and
 * per-account quotas come on top.
 */
export const SERVICE_LIMITS = { nodesPerGroup: 10, workerGroups: 5, zones: 10 } as const

// ---------------------------------------------------------------------------------------------------------
// VM create rules (API-NOTES §7.6 "Constraints and defaults", documented sample).

/** A VM name (API-NOTES §7.6): at least 4 characters, letters, digits and inner hyphens. */
export const VM_NAME_PATTERN = /^[0-9a-zA-Z][-0-9a-zA-Z]{2,}[0-9a-zA-Z]$/
/** What a name that breaks {@link VM_NAME_PATTERN} is told. */
export const VM_NAME_MESSAGE =
  'Use at least 4 letters, digits or hyphens, starting and ending with a letter or digit'
/** A VM name: {@link VM_NAME_PATTERN}, at most {@link TEXT_LIMITS}.name characters. */
export const VmNameSchema = z
  .string()
  .max(TEXT_LIMITS.name, `Use at most ${TEXT_LIMITS.name} characters`)
  .regex(VM_NAME_PATTERN, VM_NAME_MESSAGE)

/** A guest username (API-NOTES §7.6): 1–30 characters, a letter or `_` first, then letters, digits, `_`, `-`. */
export const VM_USERNAME_PATTERN = /^[a-zA-Z_][a-zA-Z0-9_-]{0,29}$/
/** What a username that breaks {@link VM_USERNAME_PATTERN} is told. */
export const VM_USERNAME_MESSAGE = 'Start with a letter or _, then letters, digits, _ or - (at most 30)'
/** A guest username. */
export const VmUsernameSchema = z.string().regex(VM_USERNAME_PATTERN, VM_USERNAME_MESSAGE)

/** Warren's documented guest password expression, verbatim (API-NOTES §7.6, `GET /api/parameters/vm`). */
export const VM_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/
/** True when `password` meets Warren's documented guest rule (API-NOTES §7.6): ≥ 8 characters, a lowercase, an uppercase, a digit. */
export function isStrongPassword(password: string): boolean {
  return VM_PASSWORD_PATTERN.test(password)
}
/** What a guest password that breaks {@link isStrongPassword} is told. */
export const VM_PASSWORD_MESSAGE =
  'Use at least 8 characters with a lowercase letter, an uppercase letter and a digit'
/** A guest password (API-NOTES §7.6), at most {@link TEXT_LIMITS}.password characters. */
export const VmPasswordSchema = z
  .string()
  .max(TEXT_LIMITS.password, `Use at most ${TEXT_LIMITS.password} characters`)
  .refine(isStrongPassword, VM_PASSWORD_MESSAGE)

/** OpenSSH public key types accepted (API-NOTES §7.6 live regex, plus the security-key types). */
export const SSH_KEY_TYPES = [
  'ssh-rsa',
  'ssh-dss',
  'ssh-dsa',
  'ssh-ecdsa',
  'ssh-ed25519',
  String.raw`ecdsa-sha2-nistp\d+`,
  String.raw`sk-ssh-ed25519@openssh\.com`,
  String.raw`sk-ecdsa-sha2-nistp256@openssh\.com`,
] as const
/** One OpenSSH public key line: type, base64, optional comment (API-NOTES §7.6). Trim it first. */
export const SSH_PUBLIC_KEY_PATTERN = new RegExp(
  String.raw`^(${SSH_KEY_TYPES.join('|')}) [A-Za-z0-9+/=]+( .*)?$`,
)
/** What a key that breaks {@link SSH_PUBLIC_KEY_PATTERN} is told. */
export const SSH_PUBLIC_KEY_MESSAGE = 'Paste one OpenSSH public key line'
/** True when `key` (whitespace around it ignored) is one OpenSSH public key line. */
export function isSshPublicKey(key: string): boolean {
  return key.length <= TEXT_LIMITS.sshKey && SSH_PUBLIC_KEY_PATTERN.test(key.trim())
}
/** One OpenSSH public key line (whitespace around it allowed; the platform and the form trim it). */
export const SshPublicKeySchema = z
  .string()
  .max(TEXT_LIMITS.sshKey, `Use at most ${TEXT_LIMITS.sshKey} characters`)
  .refine(isSshPublicKey, SSH_PUBLIC_KEY_MESSAGE)

/**
 * The documented sample guest limits (a host pool's `guest_limits` shape), the fallback when a pool gives none
 * (API-NOTES §7.6: vcpu 1–16, ram 512–65536 MB, disks 20–240 GB; "Recommendation").
 */
export const DOCUMENTED_GUEST_LIMITS = {
  cpu: { min: 1, max: 16 },
  ram_mb: { min: 512, max: 65536 },
  disk_gb: { min: 20, max: 240 },
}

/** The image family of Windows guests (API-NOTES §7.3, `os_name`). */
export const WINDOWS_OS_NAME = 'windows'

/** True for a Windows image family (its licence is billed per vCPU and its guests need more, API-NOTES §7.6). */
export function isWindowsOs(osName: string | null | undefined): boolean {
  return osName?.toLowerCase() === WINDOWS_OS_NAME
}

/** Windows guests' minimum size, on top of a pool's limits (API-NOTES §7.6 sample: 2 vCPUs, 1024 MB RAM). */
export const WINDOWS_GUEST_MINIMUMS = { cpu: 2, ram_mb: 1024 } as const

/** A pool's guest-limit shape: a min and max per `cpu`, `ram_mb` and `disk_gb`. */
type GuestLimitRanges = Record<'cpu' | 'ram_mb' | 'disk_gb', { min: number; max: number }>

/**
 * The limits a guest must lie in: the pool's, with the minimums raised to {@link WINDOWS_GUEST_MINIMUMS} for a
 * Windows guest. A pool too small for Windows gets a minimum above its maximum: no size fits, and both the
 * console's form and the platform's check (which share this) refuse it.
 */
export function guestLimitsFor<L extends GuestLimitRanges>(limits: L, windows: boolean): L {
  if (!windows) return limits
  const raise = (range: { min: number; max: number }, min: number) => ({
    min: Math.max(range.min, min),
    max: range.max,
  })
  return {
    ...limits,
    cpu: raise(limits.cpu, WINDOWS_GUEST_MINIMUMS.cpu),
    ram_mb: raise(limits.ram_mb, WINDOWS_GUEST_MINIMUMS.ram_mb),
  }
}

/**
 * Absolute caps of a VM's size in any pool: far above the largest documented pool (live: cpu 1–56, ram_mb up to
 * 131072, disk_gb up to 1024, API-NOTES §7.6) so they never refuse a real machine, low enough that a request
 * cannot ask for absurd sizes before the pool's limits are looked up.
 */
export const VM_SIZE_CAPS = { vcpu: 512, ramMb: 16 * 1024 * 1024, diskGb: 1024 * 1024 } as const

// ---------------------------------------------------------------------------------------------------------
// Standalone disks (SPEC §3 Disk, §5; API-NOTES §3: "No size limits are documented for standalone disks").

/**
 * Sizes of a standalone disk in whole GB: at least 1, at most the VM disk cap. `formMax` is where the create
 * form's slider ends (the largest live pool disk, API-NOTES §7.6: disk_gb up to 1024); larger sizes are typed.
 */
export const DISK_SIZE_GB = { min: 1, max: VM_SIZE_CAPS.diskGb, formMax: 1024 } as const

/**
 * Why a disk size is refused, or null. With `currentGb` it is a resize: a disk can grow but never shrink
 * (API-NOTES §7.4 "cannot shrink"; the platform refuses it with the same text).
 */
export function diskSizeError(sizeGb: number, currentGb?: number): string | null {
  if (!Number.isInteger(sizeGb)) return 'Enter a whole number of GB'
  if (sizeGb < DISK_SIZE_GB.min) return `At least ${DISK_SIZE_GB.min} GB`
  if (sizeGb > DISK_SIZE_GB.max) return `At most ${DISK_SIZE_GB.max} GB`
  if (currentGb !== undefined && sizeGb < currentGb) return diskShrinkMessage(currentGb)
  return null
}

/** What a shrink is told (console and platform alike). */
export function diskShrinkMessage(currentGb: number): string {
  return `A disk cannot shrink: it has ${currentGb} GB`
}

/** SPEC §5: a disk is resized only when the requested size differs from its size. */
export function needsDiskResize(currentGb: number, requestedGb: number): boolean {
  return requestedGb !== currentGb
}

/** A disk size: a whole number of GB within {@link DISK_SIZE_GB}. */
export const DiskSizeSchema = z.number().superRefine((size, ctx) => {
  const message = diskSizeError(size)
  if (message) ctx.addIssue({ code: 'custom', message })
})

/** Why a disk's display name is refused, or null (optional; at most {@link TEXT_LIMITS}.name characters). */
export function diskNameError(name: string): string | null {
  return name.length > TEXT_LIMITS.name ? `Use at most ${TEXT_LIMITS.name} characters` : null
}

// ---------------------------------------------------------------------------------------------------------
// Sign-up (CONTRACTS: a weak password is 400 errors.password).

/**
 * The sign-up password rule (CONTRACTS "POST /auth/sign-up"): at least 10 characters with a letter and a digit
 * or symbol, at most {@link TEXT_LIMITS}.password. Returns the reason, or null when acceptable.
 */
export function weakPasswordReason(password: string): string | null {
  if (password.length < 10) return 'Password must be at least 10 characters long'
  if (password.length > TEXT_LIMITS.password) {
    return `Password must be at most ${TEXT_LIMITS.password} characters long`
  }
  if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password)) {
    return 'Password must contain a letter and a digit or symbol'
  }
  return null
}

/** A sign-up password: {@link weakPasswordReason} as a schema (the issue's message names the rule broken). */
export const SignUpPasswordSchema = z.string().superRefine((password, ctx) => {
  const reason = weakPasswordReason(password)
  if (reason) ctx.addIssue({ code: 'custom', message: reason })
})

// ---------------------------------------------------------------------------------------------------------
// Bucket names (API-NOTES §10: "S3 naming rules, globally unique").

/** The shortest and longest S3 bucket name. */
export const BUCKET_NAME_LENGTH = { min: 3, max: 63 } as const
/** A bucket name's characters: lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
export const BUCKET_NAME_PATTERN = /^[a-z0-9][a-z0-9.-]*[a-z0-9]$/
/** What the create form says under the name field. */
export const BUCKET_NAME_HINT =
  '3–63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit. Names are unique across the platform.'

/**
 * Why `name` breaks S3's bucket naming rules (API-NOTES §10), or null when it is a valid name: 3–63
 * characters, {@link BUCKET_NAME_PATTERN}, no two dots in a row, not shaped like an IPv4 address.
 */
export function bucketNameProblem(name: string): string | null {
  if (name.length < BUCKET_NAME_LENGTH.min) return `Use at least ${BUCKET_NAME_LENGTH.min} characters`
  if (name.length > BUCKET_NAME_LENGTH.max) return `Use at most ${BUCKET_NAME_LENGTH.max} characters`
  if (/[A-Z]/.test(name)) return 'Use lowercase letters only'
  if (!BUCKET_NAME_PATTERN.test(name)) {
    return 'Use lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit'
  }
  if (name.includes('..')) return 'Do not put two dots in a row'
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'Do not use an IP address as a name'
  return null
}

/** A bucket name: {@link bucketNameProblem} as a schema (the issue's message names the rule broken). */
export const BucketNameRuleSchema = z.string().superRefine((name, ctx) => {
  const problem = bucketNameProblem(name)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})
