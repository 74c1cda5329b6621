import { BlockList, isIP, isIPv6 } from 'node:net';

interface Range {
  address: string;
  prefix: number;
  type: 'ipv4' | 'ipv6';
}

/** One CIDR entry ('35.191.0.0/16', '2600:1900::/28', or a bare address), or null when it is none. */
function parseRange(cidr: string): Range | null {
  const [address, bits, ...rest] = cidr.split('/');
  if (!isIP(address) || rest.length) return null;
  const type = isIPv6(address) ? 'ipv6' : 'ipv4';
  const max = type === 'ipv6' ? 128 : 32;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  return prefix >= 0 && prefix <= max ? { address, prefix, type } : null;
}

const entries = (spec: string | undefined) =>
  (spec ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The first entry of a `TRUSTED_PROXY_RANGES` value that is not an address range, if any. */
export function firstNonRange(spec: string): string | null {
  return entries(spec).find((cidr) => !parseRange(cidr)) ?? null;
}

/**
 * Address ranges (CIDR, comma-separated) that `TRUSTED_PROXY_RANGES` names: where Hosting's edge
 * connects from. Null when none are named; throws, naming the setting, on anything that is not a range.
 */
export function proxyRanges(spec: string | undefined): BlockList | null {
  const cidrs = entries(spec);
  if (cidrs.length === 0) return null;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const range = parseRange(cidr);
    if (!range) throw new Error(`TRUSTED_PROXY_RANGES: ${cidr} is not an address range`);
    list.addSubnet(range.address, range.prefix, range.type);
  }
  return list;
}
