import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PinnedRequest } from './webhook-net';

/**
 * POSTs over http(s) to the one address already checked, whatever DNS says now: the name stays the request's
 * host, so the Host header, TLS SNI and certificate check are the URL's, while the `lookup` answers only the
 * checked address (a rebinding resolver cannot swap it between check and connect). No connection is reused
 * and no redirect followed. Answers the status without reading the body.
 */
export function postPinned({ url, address, headers, body, signal }: PinnedRequest): Promise<number> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: 'POST',
        // An IPv6 literal comes bracketed in a URL; the socket wants it bare.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
        signal,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        // The receiver's answer body is not ours to read (and could be endless).
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
