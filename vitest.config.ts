import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default (cores - 1) is one worker on a 2-core machine. A browser file's worker mostly waits on
    // Chromium and a server in processes of their own, so two workers take any files, two browser files side
    // by side included (each has its own server, data folder and port): the browser files took 539 s side by
    // side against 974 s one after another. It is still proven on a busy machine (test:busy).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Unit and API files share their worker's modules (`isolate: false`): importing the server again for every
    // file cost more CPU than most files' tests. It holds because no file mocks a module or leaves module state
    // changed (spies are restored after each test), and each API file's apps are closed when it ends
    // (tests/support/close-test-apps.ts): an app left open keeps its embedded database's memory alive.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Parsing a handwriting font takes about a second on a quiet machine and several on a busy one:
          // vitest's 5 s default would fail tests for the machine's load, not for what they check.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-db-setup.ts'],
          setupFiles: ['tests/support/close-test-apps.ts'],
          isolate: false,
          restoreMocks: true,
          // Generous on purpose (issue 24 §7): a timeout here only ends a hung test; every wait inside a test
          // is for a state, so a busy machine makes a test slower, never red.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 60_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-web-setup.ts'],
          testTimeout: 300_000,
          // A server's start on a busy machine (tests/support/server-process.ts allows it 180 s).
          hookTimeout: 240_000,
          // What a page shows after an action may take many seconds on a busy machine; vitest's default is 1 s.
          expect: { poll: { timeout: 60_000 } },
        },
      },
    ],
  },
});
