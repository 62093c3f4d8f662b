/**
 * Who is the client, for rate limiting. The socket peer, unless that peer is one of our own proxies listed in
 * TRUST_PROXY (IPs or CIDRs): then X-Forwarded-For is walked from the right, one hop per trusted proxy, and
 * the first address not trusted is the client. A forged X-Forwarded-For from an untrusted peer changes nothing.
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
 * The rate-limit key of an address: IPv4 as is; IPv6 by its /64, since one host commonly holds a whole /64 and
 * could otherwise rotate through it.
 */
export function clientKey(ip: Parsed): string {
  if (ip.kind() === "ipv4") return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}

/**
 * @param socketAddress the TCP peer (null when the server could not tell: then every such call shares one key)
 * @param forwardedFor the raw X-Forwarded-For header value(s), joined with ", "
 */
export function resolveClient(socketAddress: string | null, forwardedFor: string | null, trust: TrustList): string {
  const peer = socketAddress === null ? null : parseIp(socketAddress);
  if (peer === null) return "unknown";
  if (trust.empty || !trust.has(peer) || !forwardedFor) return clientKey(peer);
  const hops = forwardedFor.split(",").map((s) => s.trim()).filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && trust.has(client); i--) {
    const hop = parseIp(hops[i]!);
    // A malformed entry ends the walk: whatever sits left of it cannot be attributed to a trusted proxy.
    if (hop === null) break;
    client = hop;
  }
  return clientKey(client);
}
