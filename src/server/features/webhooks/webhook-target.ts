import { isIP } from 'node:net';
import { refusalOf } from './webhook-address-policy';
import type { ResolvedAddress, WebhookNet } from './webhook-net';

export type WebhookTarget =
  | { ok: true; url: URL; address: ResolvedAddress }
  | {
      ok: false;
      /** 'unresolved': the name has no address now; 'refused': the URL or its addresses are not allowed. */
      problem: 'unresolved' | 'refused';
      /** For the person who typed the URL: what is wrong with it and why. */
      message: string;
    };

const PUBLIC_ONLY = 'webhooks are sent only to public internet addresses';

/**
 * Where a webhook URL may be sent, checked when the endpoint is added and again before every attempt (DNS can
 * change in between): https, no credentials, and every address of the host public (`refusalOf`). The answer
 * names the one address to connect to. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE, for tests and local
 * development) lets plain http and any address through.
 *
 * Hosts are read from the WHATWG-parsed URL, which already spells `2130706433`, `0177.0.0.1` and `0x7f.1` as
 * `127.0.0.1`; names are resolved and every answer judged, since a connection may use any of them.
 */
export async function checkWebhookTarget(
  net: Pick<WebhookNet, 'resolve'>,
  rawUrl: string,
  allowPrivate: boolean,
): Promise<WebhookTarget> {
  const refused = (message: string) => ({ ok: false as const, problem: 'refused' as const, message });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return refused('Enter a full URL, starting with https://.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return refused('The URL must start with https://.');
  }
  if (url.username || url.password) return refused('Leave the user name and password out of the URL.');

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    addresses = await net.resolve(host).catch(() => []);
    if (addresses.length === 0) {
      return {
        ok: false,
        problem: 'unresolved',
        message: `We could not find the host ${host}; check the URL.`,
      };
    }
  }
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const why = refusalOf(address);
      // A name's addresses are not shown: they would map the private network for whoever asks.
      if (why)
        return refused(
          literal ? `${host} is ${why}; ${PUBLIC_ONLY}.` : `${host} resolves to ${why}; ${PUBLIC_ONLY}.`,
        );
    }
  }
  return { ok: true, url, address: addresses[0]! };
}
