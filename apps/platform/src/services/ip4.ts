/**
 * IPv4 arithmetic, written once: addresses as numbers, CIDR parsing, subnet membership, free-address search and
 * the public address plan. Pure: no database, no clock.
 */

/** An IPv4 address as a number, or null when it is not one. */
export function ip4ToNumber(text: string): number | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let n = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    n = n * 256 + Number(part)
  }
  return n
}

/** Dotted text of an IPv4 number. */
export function numberToIp4(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')
}

/** An IPv4 CIDR as network number and prefix length, or null when malformed or not aligned. */
export function parseCidr(cidr: string): { base: number; prefix: number; size: number } | null {
  const m = /^([\d.]+)\/(\d{1,2})$/.exec(cidr)
  if (!m) return null
  const base = ip4ToNumber(m[1]!)
  const prefix = Number(m[2])
  if (base === null || prefix > 30) return null
  const size = 2 ** (32 - prefix)
  return base % size === 0 ? { base, prefix, size } : null
}

/** True when `address` is a host address of `cidr` (not the network or broadcast address). */
export function inSubnet(address: string, cidr: string): boolean {
  const net = parseCidr(cidr)
  const n = ip4ToNumber(address)
  return net !== null && n !== null && n > net.base && n < net.base + net.size - 1
}

/**
 * A host address of `cidr` not in `used`, or null when every one is taken. `.1` is the gateway; the network and
 * broadcast addresses are not hosts. VMs take addresses from the bottom, every other member from the top, so
 * the two never race for the same address.
 */
export function freeHostAddress(cidr: string, used: Set<string>, from: 'bottom' | 'top'): string | null {
  const net = parseCidr(cidr)
  if (!net) throw new Error(`Invalid subnet ${cidr}`)
  const first = net.base + 2
  const last = net.base + net.size - 2
  for (let i = 0; i <= last - first; i++) {
    const address = numberToIp4(from === 'bottom' ? first + i : last - i)
    if (!used.has(address)) return address
  }
  return null
}

/**
 * Public IPv4 ranges handed out, in order: the documentation ranges clients accept as public (API-NOTES §16:
 * not RFC 1918), then the shared address space 100.64.0.0/10 once those are used up.
 */
const PUBLIC_RANGES: { base: number; size: number }[] = [
  { base: ip4ToNumber('198.51.100.0')!, size: 256 },
  { base: ip4ToNumber('203.0.113.0')!, size: 256 },
  { base: ip4ToNumber('192.0.2.0')!, size: 256 },
  { base: ip4ToNumber('100.64.0.0')!, size: 1 << 22 },
]

/** How many public addresses {@link publicAddress} hands out in all. */
export const PUBLIC_ADDRESS_COUNT = PUBLIC_RANGES.reduce((sum, range) => sum + (range.size / 256) * 254, 0)

/** The n-th usable public address (skipping .0 and .255 of every /24), or null past the last one. */
export function publicAddress(n: number): string | null {
  let index = n
  for (const range of PUBLIC_RANGES) {
    const usable = (range.size / 256) * 254
    if (index < usable) {
      const block = Math.floor(index / 254)
      return numberToIp4(range.base + block * 256 + (index % 254) + 1)
    }
    index -= usable
  }
  return null
}

/**
 * The first address of `cidrs` (in order) that is not in `used`, skipping each range's network and broadcast
 * addresses, or null when every one is taken (issue 14: a location's public ranges).
 */
export function firstFreeInRanges(cidrs: readonly string[], used: ReadonlySet<string>): string | null {
  for (const cidr of cidrs) {
    const net = parseCidr(cidr)
    if (!net) continue
    for (let n = net.base + 1; n < net.base + net.size - 1; n++) {
      const address = numberToIp4(n)
      if (!used.has(address)) return address
    }
  }
  return null
}

/** True when `address` is any address of `cidr`, network and broadcast included. */
export function inCidr(address: string, cidr: string): boolean {
  const net = parseCidr(cidr)
  const n = ip4ToNumber(address)
  return net !== null && n !== null && n >= net.base && n < net.base + net.size
}
