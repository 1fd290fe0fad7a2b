/**
 * `toTerraform`: a `resource` block of Warren's official Terraform provider (`WarrenCloudPlatform/warren`,
 * API-NOTES §0 S4, §16) for the resources it knows: network, virtual machine, disk and floating IP (issue 10).
 */

/** The resource types of the official provider. */
export const TERRAFORM_RESOURCE_TYPES = [
  'warren_network',
  'warren_virtual_machine',
  'warren_disk',
  'warren_floating_ip',
] as const
/** A resource type of the official provider. */
export type TerraformResourceType = (typeof TERRAFORM_RESOURCE_TYPES)[number]

/**
 * A secret's value read from an input variable (`var.vm_password`): {@link toTerraform} declares the variable
 * `sensitive` and never prints the value.
 */
export type TerraformVariable = { variable: string }

/** A value an attribute can take; `null` and `undefined` attributes are left out of the block. */
export type TerraformValue = string | number | boolean | null | undefined | unknown[] | TerraformVariable

function isVariable(value: unknown): value is TerraformVariable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'variable' in value
}

/** One resource to write as HCL. */
export type TerraformResource = {
  /** The provider's resource type. */
  type: TerraformResourceType
  /** The resource's local name (the block's second label); made a valid identifier by {@link toTerraform}. */
  name: string
  /** Attributes, under the provider's names (e.g. `disk_size_in_gb`, `memory`). */
  attributes: Record<string, TerraformValue>
}

/** An HCL attribute name. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/

/**
 * A label usable as a Terraform local name: lower case, runs of other characters become one `_`, a leading
 * digit or dash gets a `_` in front; nothing usable gives `this`.
 */
export function terraformLabel(name: string): string {
  const label = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
  if (label === '') return 'this'
  return /^[a-z_]/.test(label) ? label : `_${label}`
}

/** A quoted HCL string: `\`, `"` and control characters escaped, `${` and `%{` kept literal. */
export function hclString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\$\{/g, () => '$${')
    .replace(/%\{/g, () => '%%{')
  return `"${escaped}"`
}

/** One value as an HCL literal. */
function hclValue(value: unknown): string {
  if (typeof value === 'string') return hclString(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`)
    return String(value)
  }
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return `[${value.map(hclValue).join(', ')}]`
  return hclString(JSON.stringify(value))
}

/**
 * The resource as a `resource` block, attributes sorted by name and aligned as `terraform fmt` aligns them
 * (after a `variable` block, `sensitive`, for each {@link TerraformVariable} it reads):
 *
 * ```hcl
 * resource "warren_disk" "data" {
 *   billing_account = 12
 *   size_in_gb      = 20
 * }
 * ```
 */
export function toTerraform(resource: TerraformResource): string {
  const entries = Object.entries(resource.attributes)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  for (const [key] of entries) if (!IDENTIFIER.test(key)) throw new Error(`Not an HCL attribute name: ${key}`)
  const width = Math.max(0, ...entries.map(([key]) => key.length))
  const variables = [...new Set(entries.flatMap(([, value]) => (isVariable(value) ? [value.variable] : [])))]
  for (const name of variables)
    if (!IDENTIFIER.test(name)) throw new Error(`Not an HCL variable name: ${name}`)
  const declarations = variables
    .map((name) => `variable "${name}" {\n  type      = string\n  sensitive = true\n}\n\n`)
    .join('')
  const body = entries
    .map(
      ([key, value]) =>
        `  ${key.padEnd(width)} = ${isVariable(value) ? `var.${value.variable}` : hclValue(value)}\n`,
    )
    .join('')
  return `${declarations}resource "${resource.type}" ${hclString(terraformLabel(resource.name))} {\n${body}}\n`
}
