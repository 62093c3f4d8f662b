/**
 * The key a per-client limit counts under: an IPv4 address as is, an IPv6 address by its /48, since one site
 * commonly holds a whole /48 and could otherwise rotate through its /64s. Accepts an address or a prefix
 * ("2001:db8:1:2::/64", as the trial tools' resolver writes it). Anything unreadable shares one key.
 */
import ipaddr from "ipaddr.js";

export function clientKeyOf(addressOrPrefix: string): string {
  const text = addressOrPrefix.trim().replace(/^\[|\]$/g, "");
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = text.includes("/") ? ipaddr.parseCIDR(text)[0] : ipaddr.parse(text);
  } catch {
    return "unknown";
  }
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (ip.kind() === "ipv4") return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 3).map((p) => p.toString(16));
  return `${parts.join(":")}::/48`;
}
