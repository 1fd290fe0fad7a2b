/**
 * The rules of a VM create in ONE table (API-NOTES §7.3, §7.6), read by the checks (services/vms.ts:
 * `checkGuestLimits`, `checkVmPassword`, `checkVmUsername`, `checkPublicKeys`) and by the machine-readable
 * constraints of `GET /api/parameters/vm` (API-NOTES §7.5, built by {@link vmParameterDocument}), so the
 * document cannot say something the platform does not enforce.
 */
import { z } from 'zod'
import {
  DOCUMENTED_GUEST_LIMITS as DOMAIN_GUEST_LIMITS,
  guestLimitsFor,
  SSH_KEY_TYPES,
  VM_NAME_MESSAGE,
  VM_NAME_PATTERN,
  VM_PASSWORD_PATTERN,
  VM_USERNAME_PATTERN,
} from '@cirrus/domain'
import type { GuestLimits } from '../store/host-pools.js'

/**
 * The documented sample limits (API-NOTES §7.6: vcpu 1–16, ram 512–65536 MB, disks 20–240 GB), the domain's
 * (shared with the console's form). Limits are enforced per host pool (`guest_limits`, §7.6 "Recommendation");
 * the document falls back to these when a location has no host pool.
 */
export const DOCUMENTED_GUEST_LIMITS: GuestLimits = DOMAIN_GUEST_LIMITS

/** A numeric create parameter bounded by a host pool's `guest_limits` (API-NOTES §7.2, §7.6). */
export type RangeRule = {
  /** The `guest_limits` key that bounds it. */
  limit: keyof GuestLimits
  /** How the 400 message names it. */
  label: string
  /** The document's `description`, before the host-pool note. */
  description: string
}

/** `vcpu`, `ram` and `disks` (the create field names, API-NOTES §7.3). */
export const VM_RANGE_RULES = {
  disks: { limit: 'disk_gb', label: 'Disk size (GB)', description: 'Size of the boot disk in gigabytes.' },
  ram: { limit: 'ram_mb', label: 'ram (MB)', description: 'Amount of RAM in megabytes.' },
  vcpu: { limit: 'cpu', label: 'vcpu', description: 'Number of CPUs.' },
} as const satisfies Record<string, RangeRule>

/** A range parameter. */
export type RangeParameter = keyof typeof VM_RANGE_RULES

/**
 * The range a value must lie in: the pool's limits, raised to Windows' minimum for a Windows guest (the domain's
 * `guestLimitsFor`, which the console's form uses too).
 */
export function rangeOf(
  parameter: RangeParameter,
  limits: GuestLimits,
  windows: boolean,
): { min: number; max: number } {
  const rule: RangeRule = VM_RANGE_RULES[parameter]
  return guestLimitsFor(limits, windows)[rule.limit]
}

/** Default login of Linux images (API-NOTES §7.3 "platform default") and of Windows. */
export const DEFAULT_USERNAME = { linux: 'cirrus', windows: 'Administrator' } as const

/** A text create parameter checked with a regular expression, published as Warren's `expression`. */
export type TextRule = {
  expression: RegExp
  /** The 400 message when a value does not match. */
  message: string
  /** Whether create needs it (left out: 400 naming it, from the domain schema). */
  mandatory: boolean
  /** The document's `description`. */
  description: string
}

/** One OpenSSH public key line: type, base64, optional comment; whitespace around the line is ignored. */
const SSH_KEY = new RegExp(String.raw`^\s*(${SSH_KEY_TYPES.join('|')}) [A-Za-z0-9+/=]+( .*)?\s*$`)

/**
 * Text rules. Password and username are the documented expressions (the domain's, API-NOTES §7.6, Warren's
 * `GET /api/parameters/vm` sample); both are optional here, as live (§7.6: a default user, keys or cloud-init
 * instead of a password). `name` follows the documented rule (§7.6), the domain's, which the console's form
 * and the create body (`VmCreateInputSchema`) share.
 */
export const VM_TEXT_RULES = {
  name: {
    expression: VM_NAME_PATTERN,
    message: VM_NAME_MESSAGE,
    mandatory: true,
    description:
      'Name of the VM: at least 4 letters, digits or hyphens, starting and ending with a letter or digit.',
  },
  password: {
    expression: VM_PASSWORD_PATTERN,
    message:
      'Password must be at least 8 characters with a lowercase letter, an uppercase letter and a digit',
    mandatory: false,
    description: 'Password for logging in to the VM.',
  },
  public_key: {
    expression: SSH_KEY,
    message: 'Invalid SSH public key',
    mandatory: false,
    description: 'One OpenSSH public key line.',
  },
  public_keys: {
    expression: SSH_KEY,
    message: 'Invalid SSH public key',
    mandatory: false,
    description: 'OpenSSH public key lines: repeat the parameter for each key.',
  },
  username: {
    expression: VM_USERNAME_PATTERN,
    message: 'Username must be 1-30 characters: a letter or _ first, then letters, digits, _ or -',
    mandatory: false,
    description: `Username for logging in to the VM (default: ${DEFAULT_USERNAME.linux}; ${DEFAULT_USERNAME.windows} on Windows).`,
  },
} as const satisfies Record<string, TextRule>

/** A text parameter. */
export type TextParameter = keyof typeof VM_TEXT_RULES

/** One entry of `GET /api/parameters/vm` (API-NOTES §7.5). */
export const VmParameterSchema = z.object({
  parameter: z.string(),
  type: z.enum(['integer', 'string']),
  constraint: z.enum(['range', 'regexp', 'enum']),
  mandatory: z.boolean(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  expression: z.string().optional(),
  values: z.array(z.string()).optional(),
  /** The parameter whose value selects an entry of `limits`. */
  limited_by: z.string().optional(),
  limits: z
    .array(
      z.object({
        os_name: z.string(),
        min: z.number().int().optional(),
        max: z.number().int().optional(),
        mandatory: z.boolean().optional(),
        values: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  /** Values of `limited_by` for which the parameter is ignored. */
  ignore_for: z.array(z.string()).optional(),
  description: z.string(),
})
/** One entry of `GET /api/parameters/vm`. */
export type VmParameter = z.infer<typeof VmParameterSchema>

/** What the document is built from: the request's location, the viewer's images and the location's pools. */
export type VmParameterInputs = {
  /** The pool a create without `designated_pool_uuid` uses; undefined when the location has none. */
  defaultPool: { name: string; guestLimits: GuestLimits } | undefined
  /** Host pools of the location the viewer may choose. */
  poolUuids: string[]
  /** VM images with the versions the viewer may use, and whether each is licensed as Windows. */
  images: { osName: string; versions: string[]; windows: boolean }[]
  /** The "empty disk" image (API-NOTES §7.3 `_custom` / `_`). */
  emptyOs: { osName: string; osVersion: string }
}

const text = (parameter: TextParameter): VmParameter => {
  const rule: TextRule = VM_TEXT_RULES[parameter]
  return {
    parameter,
    type: 'string',
    constraint: 'regexp',
    mandatory: rule.mandatory,
    expression: rule.expression.source,
    description: rule.description,
  }
}

/**
 * `GET /api/parameters/vm` (API-NOTES §7.5), sorted by parameter as Warren's sample is. Ranges are the default
 * host pool's `guest_limits` (what a create without `designated_pool_uuid` is held to) or the documented sample
 * when the location has no pool; Windows' minimums are `limits` per `os_name` (`limited_by: "os_name"`, the
 * documented form). Image names and versions are the catalogue the viewer may create from.
 */
export function vmParameterDocument(inputs: VmParameterInputs): VmParameter[] {
  const limits = inputs.defaultPool?.guestLimits ?? DOCUMENTED_GUEST_LIMITS
  const windowsImages = inputs.images.filter((i) => i.windows).map((i) => i.osName)
  const pool = inputs.defaultPool
    ? `the host pool's guest_limits (designated_pool_uuid, see GET /user-resource/host_pool/list); min and max are those of this location's default pool, ${inputs.defaultPool.name}.`
    : "the host pool's guest_limits; this location has no host pool, so min and max are the documented defaults."
  const range = (parameter: RangeParameter, note = ''): VmParameter => {
    const rule: RangeRule = VM_RANGE_RULES[parameter]
    const { min, max } = rangeOf(parameter, limits, false)
    const windowsMin = rangeOf(parameter, limits, true).min
    const raised = windowsMin === min ? [] : windowsImages.map((os_name) => ({ os_name, min: windowsMin }))
    return {
      parameter,
      type: 'integer',
      constraint: 'range',
      mandatory: true,
      min,
      max,
      ...(raised.length > 0 ? { limited_by: 'os_name', limits: raised } : {}),
      description: `${rule.description}${note} Limited by ${pool}`,
    }
  }
  return [
    {
      parameter: 'designated_pool_uuid',
      type: 'string',
      constraint: 'enum',
      mandatory: false,
      values: inputs.poolUuids,
      description: "Host pool (server class) of the VM; default: the location's default pool.",
    },
    range('disks', " Not needed with disk_uuid or source_uuid (then at least the replica's size)."),
    text('name'),
    {
      parameter: 'os_name',
      type: 'string',
      constraint: 'enum',
      mandatory: false,
      values: [...inputs.images.map((i) => i.osName), inputs.emptyOs.osName],
      description: `OS name of the VM base image; left out or ${inputs.emptyOs.osName}: an empty disk.`,
    },
    {
      parameter: 'os_version',
      type: 'string',
      constraint: 'enum',
      mandatory: false,
      limited_by: 'os_name',
      limits: inputs.images.map((i) => ({ os_name: i.osName, values: i.versions })),
      ignore_for: [inputs.emptyOs.osName],
      description: 'OS version of the VM base image; default: the first version listed for the os_name.',
    },
    text('password'),
    text('public_key'),
    text('public_keys'),
    range('ram'),
    text('username'),
    range('vcpu'),
  ]
}
