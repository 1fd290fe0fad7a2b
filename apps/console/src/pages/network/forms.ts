/**
 * Field rules of the network section's forms (issue 11), each returning the message shown beside its field or
 * undefined. Lengths come from the domain's shared bounds (TEXT_LIMITS), which the platform also applies.
 */
import { TEXT_LIMITS } from '@cirrus/domain'

/** A resource name: required unless `optional`, at most TEXT_LIMITS.name characters. */
export function nameError(
  name: string,
  { optional = false }: { optional?: boolean } = {},
): string | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return optional ? undefined : 'Enter a name'
  if (trimmed.length > TEXT_LIMITS.name) return `Use at most ${TEXT_LIMITS.name} characters`
  return undefined
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/**
 * The optional private IP of an assignment (SPEC §3 `private_ip`): empty means the VM's primary address
 * (API-NOTES §4); otherwise an IPv4 address of one of the VM's interfaces, when they are known.
 */
export function privateIpError(text: string, vmAddresses?: readonly string[]): string | undefined {
  const value = text.trim()
  if (value === '') return undefined
  if (!IPV4.test(value)) return 'Enter an IPv4 address, e.g. 10.1.104.12'
  if (vmAddresses && vmAddresses.length > 0 && !vmAddresses.includes(value)) {
    return `Not an address of this VM: use ${vmAddresses.join(' or ')}`
  }
  return undefined
}
