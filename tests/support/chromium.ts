import fs from 'node:fs';

/** Debian's Chromium, or another one named by CHROMIUM_PATH: scripts that record or audit pages use it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The test suite's browser: Debian's headless shell of the same Chromium when it is installed (`.ci/run`
 * installs it). It renders the same pages for about half the full browser's CPU, and CPU is what bounds the
 * suite's time on a two-core machine. CHROMIUM_PATH still wins.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Flags Chromium needs here: no sandbox as root, no GPU, and no calls to Google's services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
];
