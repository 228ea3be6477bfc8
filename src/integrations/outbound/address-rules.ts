import { BlockList, isIP } from 'node:net'

/**
 * Addresses an editor-given URL must never reach: this machine, the private networks, link-local
 * (the cloud metadata service, 169.254.169.254), carrier-grade NAT, documentation and benchmark
 * ranges, multicast and reserved. IPv6 embeddings of IPv4 (mapped, NAT64, 6to4) are judged by the
 * IPv4 address they carry.
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

/** The IPv4 address an IPv6 address carries (::ffff:a.b.c.d, 64:ff9b::/96, 2002::/16, ::a.b.c.d), or null. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (dotted) return dotted[1]
  const groups = expand(address)
  if (!groups) return null
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)) return v4(groups[6], groups[7])
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return v4(groups[6], groups[7])
  if (groups[0] === 0x2002) return v4(groups[1], groups[2])
  return null
}

/** The eight 16-bit groups of a textual IPv6 address without an IPv4 tail, or null. */
function expand(address: string): number[] | null {
  const halves = address.toLowerCase().split('::')
  if (halves.length > 2 || address.includes('.')) return null
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [])
  const [head, tail] = [parse(halves[0]), parse(halves[1] ?? '')]
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0
  const groups = [...head, ...Array<number>(Math.max(0, fill)).fill(0), ...tail]
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

/** True for an address an outbound fetch must not connect to (also anything that is not an IP address). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return blocked.check(bare, 'ipv4')
  if (family !== 6) return true
  const carried = embeddedIpv4(bare)
  if (carried) return isBlockedAddress(carried)
  return blocked.check(bare, 'ipv6')
}
