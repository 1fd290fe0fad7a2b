/**
 * A service's properties (SPEC §3; API-NOTES §14.3): `PATCH …/properties` merges keys the service allows into
 * them; `spec.hibernation.enabled` decides whether the service runs (SPEC §4: "stopped when hibernation is
 * enabled").
 */
import { ServicePropertiesSchema } from '@cirrus/domain'
import { WarrenError } from '../../http/errors.js'
import { settableProperties } from './catalogue.js'

/** True when the properties ask for hibernation (SPEC §4). */
export function hibernating(properties: Record<string, unknown>): boolean {
  const parsed = ServicePropertiesSchema.safeParse(properties)
  return parsed.success && parsed.data.spec?.hibernation?.enabled === true
}

/** Deep merge of plain objects (arrays and scalars replace), for `PATCH …/properties` (§14.3 "merge"). */
export function mergeProperties(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target }
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key]
    const plain = (v: unknown): v is Record<string, unknown> =>
      typeof v === 'object' && v !== null && !Array.isArray(v)
    out[key] = plain(current) && plain(value) ? mergeProperties(current, value) : value
  }
  return out
}

/**
 * The properties after a patch, or a 400 naming every key the service does not allow ("not allowed", §14.3),
 * a bad port, or the first field the merged properties get wrong.
 */
export function patchedProperties(
  service: string,
  properties: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const allowed = settableProperties(service)
  const errors: Record<string, string> = {}
  for (const key of Object.keys(patch)) if (!allowed.includes(key)) errors[key] = 'not allowed'
  if (
    'port' in patch &&
    !(Number.isInteger(patch.port) && Number(patch.port) >= 1 && Number(patch.port) <= 65535)
  ) {
    errors.port ??= 'port must be an integer between 1 and 65535'
  }
  if (Object.keys(errors).length > 0) {
    const message = Object.entries(errors)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ')
    throw new WarrenError(400, message, errors)
  }
  const merged = mergeProperties(properties, patch)
  const parsed = ServicePropertiesSchema.safeParse(merged)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.map(String).join('.') || 'Error'
    throw new WarrenError(400, `${field}: ${issue.message}`, { [field]: issue.message })
  }
  return merged
}
