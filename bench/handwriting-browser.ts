import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import type { Timing } from './timing';

/**
 * One note's render as the builder preview does it, timed inside headless Chromium: the shared renderer is
 * bundled by Vite (as for the web app) with the premium font (the slowest style) and run in a blank page.
 */
export async function browserNoteRender(message: string): Promise<Timing & { runs: number }> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      lib: {
        entry: new URL('./handwriting-browser-entry.ts', import.meta.url).pathname,
        formats: ['iife'],
        name: 'handwritingBench',
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const script = chunks.find((c) => c.type === 'chunk')?.code;
  if (!script) throw new Error('the browser bundle was not built');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: script });
    const runs = 200;
    const samples = await page.evaluate(
      ([text, n]) => {
        if (!window.handwritingBench) throw new Error('the bench bundle did not load');
        return window.handwritingBench.measure(text, n, 20);
      },
      [message, runs] as const,
    );
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)]!, min: samples[0]!, runs };
  } finally {
    await browser.close();
  }
}
