import { afterAll, beforeAll, inject } from 'vitest';
import { setupBrowser } from './browser';
import { type ServerProcess, startServer } from './server-process';

type StartOptions = Parameters<typeof startServer>[0];

/**
 * Starts the built app for the test file (beforeAll) and stops it afterwards (afterAll). The object it
 * returns reads the running server, so tests keep writing `server.url`. Options given as a function are read
 * when the server starts, after the hooks registered before this call (an SMTP peer, say) have run.
 */
export function startServerForTest(
  options: StartOptions | (() => StartOptions) = {},
): ServerProcess & { restart(env: Record<string, string>): Promise<void> } {
  let running: ServerProcess | undefined;
  let started: NonNullable<StartOptions> = {};
  beforeAll(async () => {
    started = (typeof options === 'function' ? options() : options) ?? {};
    running = await startServer(started);
  });
  afterAll(async () => {
    await running?.stop();
  });
  const current = () => {
    if (!running) throw new Error('The server runs only during the tests and hooks of its file.');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get dataDir() {
      return current().dataDir;
    },
    get child() {
      return current().child;
    },
    output: () => current().output(),
    stop: (signal) => current().stop(signal),
    /**
     * Stops the server and starts it again on the same data folder with `env` added (e.g. a TEST_CLOCK_START
     * days later); a new port, but cookies are the host's, so the browser stays signed in.
     */
    restart: async (env) => {
      const dataDir = current().dataDir;
      await current().stop();
      running = undefined;
      running = await startServer({ ...started, dataDir, env: { ...started.env, ...env } });
    },
  };
}

/** The app on its own server and one Chromium for the test file, with a fresh page per test. */
export function startSiteForTest(
  options: {
    viewport?: { width: number; height: number };
    server?: StartOptions | (() => StartOptions);
  } = {},
) {
  const browser = setupBrowser(options.viewport);
  const server = startServerForTest(options.server);
  return { server, browser };
}

/**
 * The server the e2e set-up starts for every file that only reads public pages (global-web-setup.ts). A file
 * that changes data (a sign-up, an order, a contact message) or needs an env of its own starts its own server:
 * the files sharing this one run side by side and must never see each other's writes.
 */
export function sharedServer(): { url: string } {
  return { url: inject('sharedSiteUrl') };
}

/** The shared read-only server (`sharedServer`) and one Chromium for the test file, with a fresh page per test. */
export function sharedSiteForTest(options: { viewport?: { width: number; height: number } } = {}) {
  return { server: sharedServer(), browser: setupBrowser(options.viewport) };
}
