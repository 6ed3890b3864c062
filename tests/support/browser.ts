import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, onTestFailed } from 'vitest';
import { REPO_ROOT } from '../../src/server/config';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Server-rendered pages show their controls before React has hydrated them, and hydrate the islands in view
 * once the visitor engages (src/web/islands/start.ts); so a page load moves the pointer, as a visitor does, and
 * returns once the page marks itself ready (the app's pages mark it as soon as they render: src/web/app-shell.tsx).
 */
function waitForAppOnLoad(page: Page): void {
  let x = 1;
  const ready = async () => {
    x = 3 - x;
    await page.mouse.move(x, 1);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (new URL(page.url()).origin === new URL(url).origin) await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
}

/**
 * One browser per test file and a fresh context per test. A failing test leaves a full-page screenshot in
 * test-results/.
 */
export function setupBrowser(viewport = { width: 1280, height: 800 }) {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  const state = {
    /** The page `newPage` opened last. */
    get page(): Page {
      if (!current) throw new Error('No page yet: call newPage() first');
      return current;
    },
    async newPage(size = viewport): Promise<Page> {
      context = await browser.newContext({ viewport: size });
      // Playwright's 30 s default is a deadline a loaded machine can miss; vitest's test timeout is the backstop.
      context.setDefaultTimeout(120_000);
      current = await context.newPage();
      waitForAppOnLoad(current);
      onTestFailed(async ({ task }) => {
        const dir = path.join(REPO_ROOT, 'test-results');
        fs.mkdirSync(dir, { recursive: true });
        const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await state.page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => {});
      });
      return state.page;
    },
  };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return state;
}

/**
 * Waits (Playwright's timeout, not vitest's one-second poll) until a control is enabled or disabled:
 * on a busy machine a note check or a draft save can take seconds before a button changes state.
 */
export function untilEnabled(control: Locator, enabled = true): Promise<void> {
  return control.and(control.page().locator(enabled ? ':enabled' : ':disabled')).waitFor();
}
