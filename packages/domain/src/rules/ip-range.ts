/**
 * Rules of the admin network settings (issue 14 /vm_conf) both sides apply: a location's public IPv4 ranges
 * (CIDR syntax, alignment, public space, no overlap with any other range), the private network defaults (subnet
 * size, VLAN range) and the DNS servers handed to VMs. The admin form shows these errors beside the field; the
 * platform's input schemas (admin/network.ts) and its overlap check use the same functions.
 */

/** An IPv4 CIDR as its first address (a number), prefix length and address count. */
export type Ipv4Cidr = { base: number; prefix: number; size: number }

/** The widest and narrowest public range an administrator may add (a /16 is 65 536 addresses). */
export const PUBLIC_RANGE_PREFIX = { min: 16, max: 30 } as const

/** The sizes a private network's subnet may have (API-NOTES §5 gives every network a /24 today). */
export const PRIVATE_SUBNET_PREFIX = { min: 16, max: 28 } as const

/** The VLAN ids a private network may take (IEEE 802.1Q: 1–4094; 1 is the native VLAN). */
export const VLAN_BOUNDS = { min: 2, max: 4094 } as const

/** Most DNS servers handed to a VM. */
export const DNS_SERVERS_MAX = 4

/** What the public range field is told. */
export const IP_RANGE_MESSAGES = {
  required: 'Enter a range, e.g. 203.0.113.0/24',
  malformed: 'Use an IPv4 range in CIDR form, e.g. 203.0.113.0/24',
  prefix: `Use a prefix from /${PUBLIC_RANGE_PREFIX.min} to /${PUBLIC_RANGE_PREFIX.max}`,
  private: 'Use public addresses: private, loopback, link-local and multicast ranges cannot be handed out',
  dnsMalformed: 'Use IPv4 addresses, e.g. 1.1.1.1',
  dnsCount: `Give from 1 to ${DNS_SERVERS_MAX} DNS servers`,
  dnsDuplicate: 'Each DNS server once',
  vlanOrder: 'The first VLAN must not be above the last',
} as const

/** An IPv4 address as a number, or null when it is not one (four decimal parts 0–255, no leading zeros). */
export function ipv4ToNumber(text: string): number | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let n = 0
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null
    n = n * 256 + Number(part)
  }
  return n
}

/** Dotted text of an IPv4 number. */
export function numberToIpv4(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')
}

/** Reads `a.b.c.d/p` (any prefix 0–32, aligned or not), or null when it is not that form. */
function readCidr(text: string): { address: number; prefix: number } | null {
  const m = /^([\d.]+)\/(\d{1,2})$/.exec(text.trim())
  if (!m) return null
  const address = ipv4ToNumber(m[1]!)
  const prefix = Number(m[2])
  return address === null || prefix > 32 ? null : { address, prefix }
}

/** An aligned IPv4 CIDR, or null when malformed or when the address is not the range's first. */
export function parseIpv4Cidr(text: string): Ipv4Cidr | null {
  const read = readCidr(text)
  if (!read) return null
  const size = 2 ** (32 - read.prefix)
  return read.address % size === 0 ? { base: read.address, prefix: read.prefix, size } : null
}

/** The addresses of a public range handed out: all but the network and broadcast addresses. */
export function rangeHostCount(cidr: string): number {
  const range = parseIpv4Cidr(cidr)
  return range === null ? 0 : Math.max(range.size - 2, 0)
}

/** True when the two ranges share an address. */
export function cidrsOverlap(a: Ipv4Cidr, b: Ipv4Cidr): boolean {
  return a.base < b.base + b.size && b.base < a.base + a.size
}

/** Ranges no public address may come from (RFC 1918, 6890): this network, private, loopback, link-local, multicast… */
const NOT_PUBLIC = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map((c) => parseIpv4Cidr(c)!)

/** A range another location (or this one) already has, named for the message. */
export type ExistingRange = { cidr: string; location: string }

/**
 * Why `text` cannot be added as a public range beside `existing` (every other range of every location), or null.
 * A range must be an aligned IPv4 CIDR of /16–/30, outside the private and special ranges, overlapping none.
 */
export function publicRangeError(text: string, existing: readonly ExistingRange[] = []): string | null {
  if (text.trim() === '') return IP_RANGE_MESSAGES.required
  const read = readCidr(text)
  if (!read) return IP_RANGE_MESSAGES.malformed
  if (read.prefix < PUBLIC_RANGE_PREFIX.min || read.prefix > PUBLIC_RANGE_PREFIX.max) {
    return IP_RANGE_MESSAGES.prefix
  }
  const range = parseIpv4Cidr(text)
  if (!range) {
    const size = 2 ** (32 - read.prefix)
    return `Start the range at its network address: ${numberToIpv4(read.address - (read.address % size))}/${read.prefix}`
  }
  if (NOT_PUBLIC.some((r) => cidrsOverlap(r, range))) return IP_RANGE_MESSAGES.private
  for (const other of existing) {
    const parsed = parseIpv4Cidr(other.cidr)
    if (parsed && cidrsOverlap(parsed, range)) return `Overlaps ${other.cidr} in ${other.location}`
  }
  return null
}

/** Why `servers` are not a list of DNS servers (IPv4 addresses, 1–4, each once), or null. */
export function dnsServersError(servers: readonly string[]): string | null {
  if (servers.length === 0 || servers.length > DNS_SERVERS_MAX) return IP_RANGE_MESSAGES.dnsCount
  if (servers.some((s) => ipv4ToNumber(s) === null)) return IP_RANGE_MESSAGES.dnsMalformed
  if (new Set(servers).size !== servers.length) return IP_RANGE_MESSAGES.dnsDuplicate
  return null
}

/** The DNS servers typed into one field (comma, space or line separated). */
export function splitDnsServers(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** Why a whole number typed into a field is not within `bounds`, or null. */
export function boundedIntError(text: string, bounds: { min: number; max: number }): string | null {
  const trimmed = text.trim()
  const n = Number(trimmed)
  if (!/^\d+$/.test(trimmed) || n < bounds.min || n > bounds.max) {
    return `Use a whole number from ${bounds.min} to ${bounds.max}`
  }
  return null
}
