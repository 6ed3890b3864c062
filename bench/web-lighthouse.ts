import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  /** Failed accessibility audits and the heaviest performance costs, to say what to fix. */
  notes: string[];
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Lighthouse 12 with its default settings: mobile emulation and simulated slow 4G with a 4× slower CPU. */
export async function auditPages(baseUrl: string, paths: readonly string[]): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const scores: PageScores[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const notes = [
        ...(categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => `a11y: ${audits[ref.id]?.title}`),
        ...[
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]
          .map((id) => audits[id])
          .filter((audit) => audit && (audit.score ?? 1) < 0.9)
          .map((audit) => `perf: ${audit!.title} ${audit!.displayValue ?? ''}`.trim()),
      ];
      scores.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        notes,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
