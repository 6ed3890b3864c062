import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { postPinned } from '../../src/server/features/webhooks/pinned-post';
import type {
  PinnedRequest,
  ResolvedAddress,
  WebhookNet,
} from '../../src/server/features/webhooks/webhook-net';

/** What the tests' resolver answers for `example.com` and its subdomains: public, and never connected to. */
export const PUBLIC_TEST_ADDRESS = '93.184.215.14';

/**
 * The network of webhook deliveries in tests: DNS answered from `hosts` (the machine's resolver is never
 * asked) and connections made to loopback only. Any other address is refused here, before a socket opens,
 * so a delivery that slipped past the address checks fails a test instead of sending traffic out.
 * `connections` records every address a delivery asked to connect to.
 */
export class TestWebhookNet implements WebhookNet {
  readonly hosts = new Map<string, string[]>([['localhost', ['127.0.0.1']]]);
  readonly connections: ResolvedAddress[] = [];

  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    const known =
      this.hosts.get(name) ?? (/(^|\.)example\.com$/.test(name) ? [PUBLIC_TEST_ADDRESS] : undefined);
    if (!known) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return known.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  }

  async post(request: PinnedRequest): Promise<number> {
    this.connections.push(request.address);
    if (ipaddr.process(request.address.address).range() !== 'loopback') {
      throw new Error(
        `The tests' connector refuses ${request.address.address}: tests connect to loopback only`,
      );
    }
    return postPinned(request);
  }
}
