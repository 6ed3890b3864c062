import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be sent to: public unicast only. Anything else reaches this machine, the
 * network it sits in, or the cloud's metadata service — the server-side request forgery a webhook URL
 * otherwise is. ipaddr.js names the ranges; we allow one of its names and refuse the rest, so a range it
 * learns later is refused too.
 */

/** The cloud metadata services (AWS, GCP, Azure, …): link-local or unique-local, named apart for the message. */
const METADATA = ['169.254.169.254', 'fd00:ec2::254'].map((a) => ipaddr.parse(a).toNormalizedString());

/** Global unicast IPv6 (RFC 4291): excludes the deprecated IPv4-compatible `::a.b.c.d` forms, among others. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

const LABELS: Record<string, string> = {
  metadata: 'a cloud metadata address',
  loopback: 'a loopback address',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'the broadcast address',
};

/**
 * Why an IP address may not receive webhooks, in words for a message ("a loopback address"), or null when it
 * may. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it reaches.
 */
export function refusalOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const ip = ipaddr.process(address);
  if (METADATA.includes(ip.toNormalizedString())) return LABELS.metadata!;
  const range = ip.range();
  if (range !== 'unicast') return LABELS[range] ?? 'a reserved address';
  if (ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6)) return 'a reserved address';
  return null;
}
