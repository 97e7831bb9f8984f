import net from "node:net";

/**
 * The bucket a client's requests are counted in by the lead and `/rum` rate limits. An IPv4
 * address is one client; an IPv6 address is not: a connection is handed a whole /64 (2^64
 * addresses), and 15 addresses of one /64 made 15 leads past a limit of 10. So an IPv6 client is
 * counted by its /64, and an IPv4-mapped IPv6 address (::ffff:203.0.113.9) as the IPv4 it is.
 */
export function rateLimitKey(ip: string): string {
  if (net.isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return mapped[1]!;
    return `${ipv6Prefix64(ip)}::/64`;
  }
  return ip;
}

/** The first four groups of an IPv6 address, "::" expanded, without leading zeros. */
function ipv6Prefix64(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  const [head = "", tail] = address.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups; it never reaches the first four.
  const tailLength = tailGroups.reduce((count, group) => count + (group.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill("0")];
  return groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(":");
}
