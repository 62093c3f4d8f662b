/**
 * Address policy: which IPs the fetcher may connect to. Anything ipaddr.js does not call "unicast" is refused
 * (loopback, private, link-local incl. 169.254.169.254, CGNAT, multicast, reserved, unspecified, ULA, 6to4, Teredo,
 * NAT64, ...), plus IPv4-compatible IPv6 (::/96), which ipaddr.js reports as unicast. IPv4-mapped IPv6 is judged as
 * the IPv4 address it carries. NET_ALLOW entries (IPs, CIDRs, host names) are consulted first.
 */
import net from "node:net";
import ipaddr from "ipaddr.js";

type Ip = ipaddr.IPv4 | ipaddr.IPv6;
type Cidr = [Ip, number];

export interface NetAllow {
  readonly cidrs: readonly Cidr[];
  /** Normalised host names (lowercase, no trailing dot). */
  readonly hosts: ReadonlySet<string>;
}

const EXTRA_REFUSED_V6: readonly Cidr[] = [ipaddr.parseCIDR("::/96")];
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*$/;

/** Lowercase, strip IPv6 brackets and trailing dots, so "LOCALHOST." and "localhost" compare equal. */
export function normalizeHostname(hostname: string): string {
  let h = hostname.trim().toLowerCase();
  if (h.startsWith("[") && h.endsWith("]")) h = h.slice(1, -1);
  while (h.endsWith(".")) h = h.slice(0, -1);
  return h;
}

/** Parses NET_ALLOW entries; throws a TypeError naming the first entry that is neither an IP, a CIDR nor a host name. */
export function parseNetAllow(entries: readonly string[]): NetAllow {
  const cidrs: Cidr[] = [];
  const hosts = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === "") continue;
    const bare = normalizeHostname(entry);
    if (bare.includes("/")) {
      const [addr = "", bits = ""] = bare.split("/");
      const ip = parseIp(addr);
      const max = ip?.kind() === "ipv4" ? 32 : 128;
      if (ip === null || !/^\d{1,3}$/.test(bits) || Number(bits) > max) {
        throw new TypeError(`NET_ALLOW entry "${entry}" is not a valid CIDR`);
      }
      cidrs.push(unmapCidr([ip, Number(bits)]));
    } else if (net.isIP(bare)) {
      const parsed = parseIp(bare);
      if (parsed === null) throw new TypeError(`NET_ALLOW entry "${entry}" is not a usable IP`);
      const ip = unmap(parsed);
      cidrs.push([ip, ip.kind() === "ipv4" ? 32 : 128]);
    } else if (HOST_NAME.test(bare)) {
      hosts.add(bare);
    } else {
      throw new TypeError(`NET_ALLOW entry "${entry}" is not an IP, CIDR or host name`);
    }
  }
  return { cidrs, hosts };
}

/**
 * Parses a canonical IP literal the way the socket will see it. ipaddr.js reads "::127.0.0.1" as the IPv4-mapped
 * ::ffff:7f00:1, while the OS connects to the IPv4-compatible ::7f00:1, so IPv6 text goes through the WHATWG
 * serialiser first. Returns null for anything that is not an IP literal (zone ids included).
 */
function parseIp(text: string): Ip | null {
  const family = net.isIP(text);
  if (family === 4) return ipaddr.parse(text);
  if (family !== 6) return null;
  let canonical: string;
  try {
    canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  return ipaddr.parse(canonical);
}

function unmap(ip: Ip): Ip {
  return ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}

function unmapCidr([ip, bits]: Cidr): Cidr {
  const plain = unmap(ip);
  return plain === ip ? [ip, bits] : [plain, Math.max(0, bits - 96)];
}

/** True when the host name or the address is covered by the allow list. */
export function isAllowed(allow: NetAllow, target: { hostname?: string; address?: string }): boolean {
  if (target.hostname !== undefined && allow.hosts.has(normalizeHostname(target.hostname))) return true;
  const parsed = target.address === undefined ? null : parseIp(target.address);
  if (parsed === null) return false;
  const ip = unmap(parsed);
  return allow.cidrs.some((c) => c[0].kind() === ip.kind() && ip.match(c));
}

/**
 * The ipaddr.js range name of an address ("unicast" for public ones), "ipv4Compatible" for ::/96, or "invalid"
 * for anything that is not a canonical IPv4/IPv6 literal (resolver answers are never parsed leniently).
 */
export function classifyAddress(address: string): string {
  const parsed = parseIp(address);
  if (parsed === null) return "invalid";
  const ip = unmap(parsed);
  const range = ip.range();
  if (range !== "unicast") return range;
  if (ip.kind() === "ipv6" && EXTRA_REFUSED_V6.some((c) => ip.match(c))) return "ipv4Compatible";
  return "unicast";
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === "unicast";
}
