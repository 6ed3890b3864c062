import { lookup } from 'node:dns/promises';
import { postPinned } from './pinned-post';
import type { WebhookNet } from './webhook-net';

/** The machine's resolver (getaddrinfo, as Node's own connections use) and a real connection. */
export function systemWebhookNet(): WebhookNet {
  return {
    async resolve(hostname) {
      const found = await lookup(hostname, { all: true, verbatim: true });
      return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
    },
    post: postPinned,
  };
}
