/**
 * Who is the client, for rate limiting (inbound requests; any limiter may use it: trial tools, payment attempts).
 * The socket peer, unless that peer is one of our own proxies listed in TRUST_PROXY (IPs or CIDRs): then
 * X-Forwarded-For is walked from the right, one hop per trusted proxy, and the first address not trusted is the
 * client. A forged X-Forwarded-For from an untrusted peer changes nothing. The address becomes a ClientKey: the
 * unit one host controls, plus for IPv6 the wider network one site controls.
 */
import ipaddr from "ipaddr.js";

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

export class TrustList {
  private readonly ranges: [Parsed, number][];

  constructor(entries: readonly string[]) {
    this.ranges = entries.map((entry) => {
      try {
        if (entry.includes("/")) return ipaddr.parseCIDR(entry) as [Parsed, number];
        const ip = normalise(ipaddr.parse(entry));
        return [ip, ip.kind() === "ipv4" ? 32 : 128];
      } catch {
        throw new Error(`TRUST_PROXY entry "${entry}" is not an IP address or CIDR`);
      }
    });
  }

  get empty(): boolean {
    return this.ranges.length === 0;
  }

  has(ip: Parsed): boolean {
    const n = normalise(ip);
    return this.ranges.some(([range, bits]) => range.kind() === n.kind() && n.match(range as never, bits));
  }
}

function normalise(ip: Parsed): Parsed {
  return ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}

function parseIp(text: string): Parsed | null {
  const trimmed = text.trim().replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(trimmed)) return null;
  try {
    return normalise(ipaddr.parse(trimmed));
  } catch {
    return null;
  }
}

/**
 * The rate-limit identity of a client address. Limit by `host` AND, when present, by `network` with a larger
 * allowance (e.g. 4x): a site commonly holds a whole IPv6 /48 (65,536 /64s), so keying by /64 alone lets one
 * attacker multiply any per-client allowance by rotating prefixes.
 */
export interface ClientKey {
  /** IPv4: the address. IPv6: its /64 (one host commonly holds a whole /64), e.g. "2001:db8:1:2::/64". */
  readonly host: string;
  /** IPv6: the /48 the /64 belongs to, e.g. "2001:db8:1::/48". IPv4: null (the address is the unit). */
  readonly network: string | null;
}

function prefix(ip: ipaddr.IPv6, groups: number): string {
  return `${ip.parts.slice(0, groups).map((p) => p.toString(16)).join(":")}::/${groups * 16}`;
}

/** The ClientKey of an address (IPv4-mapped IPv6 counts as the IPv4 address it carries). */
export function clientKeyOf(address: Parsed | string): ClientKey {
  const parsed = typeof address === "string" ? parseIp(address) : normalise(address);
  if (parsed === null) return { host: "unknown", network: null };
  if (parsed.kind() === "ipv4") return { host: parsed.toString(), network: null };
  const v6 = parsed as ipaddr.IPv6;
  return { host: prefix(v6, 4), network: prefix(v6, 3) };
}

/**
 * @param socketAddress the TCP peer (null when the server could not tell: then every such call shares one key)
 * @param forwardedFor the raw X-Forwarded-For header value(s), joined with ", "
 */
export function resolveClient(socketAddress: string | null, forwardedFor: string | null, trust: TrustList): ClientKey {
  const peer = socketAddress === null ? null : parseIp(socketAddress);
  if (peer === null) return { host: "unknown", network: null };
  if (trust.empty || !trust.has(peer) || !forwardedFor) return clientKeyOf(peer);
  const hops = forwardedFor.split(",").map((s) => s.trim()).filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && trust.has(client); i--) {
    const hop = parseIp(hops[i]!);
    // A malformed entry ends the walk: whatever sits left of it cannot be attributed to a trusted proxy.
    if (hop === null) break;
    client = hop;
  }
  return clientKeyOf(client);
}
