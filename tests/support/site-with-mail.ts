import { afterAll, beforeAll } from 'vitest';
import { startSiteForTest } from './site-for-test';
import { type SmtpPeer, startSmtpServer } from './smtp';

type SiteOptions = NonNullable<Parameters<typeof startSiteForTest>[0]>;

/**
 * The site of `startSiteForTest` sending its mail to a real SMTP peer started before it and closed after it.
 * `smtp` reads the running peer, so tests keep writing `smtp.waitFor(…)`; the fixture owns closing it.
 */
export function startSiteWithMailForTest(options: SiteOptions = {}) {
  let peer: SmtpPeer | undefined;
  // Registered before the site's hooks: the peer listens before the server starts and closes after it stops.
  beforeAll(async () => {
    peer = await startSmtpServer();
  });
  afterAll(async () => {
    await peer?.close();
  });
  const current = () => {
    if (!peer) throw new Error('The SMTP peer runs only during the tests and hooks of its file.');
    return peer;
  };
  const site = startSiteForTest({
    ...options,
    server: () => {
      const given = (typeof options.server === 'function' ? options.server() : options.server) ?? {};
      return { ...given, env: { ...given.env, SMTP_URL: current().url } };
    },
  });
  const smtp: Omit<SmtpPeer, 'close'> = {
    get url() {
      return current().url;
    },
    get messages() {
      return current().messages;
    },
    failNextDeliveries: (n) => current().failNextDeliveries(n),
    waitFor: (predicate) => current().waitFor(predicate),
  };
  return { ...site, smtp };
}
