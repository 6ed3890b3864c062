import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, onTestFailed } from 'vitest';
import { REPO_ROOT } from '../../src/server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * One browser per test file and a fresh context per test. A failing test leaves a full-page screenshot in
 * test-results/.
 */
export function setupBrowser(viewport = { width: 1280, height: 800 }) {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const state = {
    page: undefined as unknown as Page,
    async newPage(size = viewport): Promise<Page> {
      context = await browser.newContext({ viewport: size });
      state.page = await context.newPage();
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
