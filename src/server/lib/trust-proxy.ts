import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which X-Forwarded-For entries name the client (TRUST_PROXY): none (`false`), the last `hops` proxies in
 * front of the server, or any proxy at the listed addresses and ranges. The client is then the right-most
 * entry not added by a trusted proxy; what a client writes further left is never believed.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** proxy-addr's named ranges, accepted as Fastify accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 32;
const EXAMPLE =
  'the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

/** Reads TRUST_PROXY; returns the setting, or the reason it is refused (one line). */
export function parseTrustProxy(text: string | undefined): TrustProxy | { error: string } {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    // Fastify's `true` believes the left-most entry, which the client writes: anyone could pick the address that
    // rate limits and the login lockout count. There is no safe reading of it, so the operator must choose.
    return {
      error: `true would trust any X-Forwarded-For a client sends (it could choose its own address); set ${EXAMPLE}`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return { error: `must be at most ${MAX_HOPS} proxies` };
    return { hops };
  }
  const proxies = value.split(',').map((entry) => entry.trim());
  const bad = proxies.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined)
    return { error: `"${bad}" is not an IP address, a CIDR range or a number; set ${EXAMPLE}` };
  return { proxies };
}

/** A named range, an address or address/prefix; addresses in their usual notation only (no `0x7f.1`). */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix] = entry.split('/');
  if (isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  try {
    ipaddr.parseCIDR(entry);
    return /^\d+$/.test(prefix);
  } catch {
    return false;
  }
}

/** Fastify's `trustProxy` option for the setting. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('proxies' in setting) return setting.proxies;
  // Fastify 5.12 ignores a bare number (it cannot check the peer's address), so the count is a trust function:
  // the socket's peer and the next hops-1 entries are proxies, the entry before them is the client.
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
