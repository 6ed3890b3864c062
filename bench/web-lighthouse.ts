import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

interface RunScores {
  performance: number;
  accessibility: number;
  /** Total blocking time of the run, in ms. */
  tbt: number;
  /** Largest contentful paint of the run, in ms. */
  lcp: number;
  /**
   * Lighthouse's measure of this machine's speed at the time of the run (higher is faster; a quiet machine of
   * this kind gives about 2,300): runs on different machines, or on a busy one, are compared by it.
   */
  benchmarkIndex: number;
  /** Failed accessibility audits and the heaviest performance costs, to say what to fix. */
  notes: string[];
  /** The paths of the scripts the page downloaded during the run (what a first visit runs). */
  scripts: string[];
}

/**
 * A page's worst figures over its runs (lowest scores and machine speed, highest blocking time and LCP), the
 * notes of its worst performance run, and every run's figures.
 */
export interface PageScores extends RunScores {
  path: string;
  runs: RunScores[];
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Lighthouse 12 with its default settings: mobile emulation and simulated slow 4G with a 4× slower CPU.
 * Each page is audited `runs` times, round-robin, so a slow moment of the machine does not hit one page only.
 */
export async function auditPages(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const byPath = new Map<string, RunScores[]>(paths.map((path) => [path, []]));
    for (let run = 0; run < runs; run++) {
      for (const path of paths) byPath.get(path)!.push(await auditOnce(chrome.port, `${baseUrl}${path}`));
    }
    return paths.map((path) => worstOf(path, byPath.get(path)!));
  } finally {
    chrome.kill();
  }
}

function worstOf(path: string, runs: RunScores[]): PageScores {
  const worstPerformance = runs.reduce((a, b) => (b.performance < a.performance ? b : a));
  return {
    path,
    performance: worstPerformance.performance,
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    tbt: Math.max(...runs.map((r) => r.tbt)),
    lcp: Math.max(...runs.map((r) => r.lcp)),
    benchmarkIndex: Math.min(...runs.map((r) => r.benchmarkIndex)),
    notes: worstPerformance.notes,
    scripts: [...new Set(runs.flatMap((r) => r.scripts))],
    runs,
  };
}

/** A run Lighthouse itself could not measure (e.g. NO_NAVSTART: no trace of the navigation) is not a score. */
const MEASURE_ATTEMPTS = 3;

async function auditOnce(port: number, url: string): Promise<RunScores> {
  const failures: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError?.code;
    if (!failure || attempt === MEASURE_ATTEMPTS) return scoresOf(result.lhr, failures);
    failures.push(`run not measured (${failure}), audited again`);
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The rows of an audit's table (none when the audit has no details), read with `item`. */
function itemsOf<S extends z.ZodType>(details: unknown, item: S): z.output<S>[] {
  if (details === undefined) return [];
  return z.object({ items: z.array(item).optional() }).parse(details).items ?? [];
}

/** What the main thread spent its time on, and the scripts that took most, when blocking time is high. */
function mainThreadNotes(audits: Lhr['audits']): string[] {
  const ZItem = z.object({
    group: z.string().optional(),
    groupLabel: z.string().optional(),
    duration: z.number().optional(),
    url: z.string().optional(),
    scripting: z.number().optional(),
  });
  const items = (id: string) => itemsOf(audits[id]?.details, ZItem);
  const ms = (n: number | undefined) => `${Math.round(n ?? 0)} ms`;
  const work = items('mainthread-work-breakdown')
    .slice(0, 4)
    .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`);
  const scripts = items('bootup-time')
    .slice(0, 3)
    .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(i.scripting)}`);
  const tasks = items('long-tasks')
    .slice(0, 5)
    .map((i) => ms(i.duration));
  return [
    `main thread: ${work.join(', ')}`,
    `scripting: ${scripts.join(', ')}`,
    `long tasks: ${tasks.join(', ') || 'none'}`,
  ];
}

function scriptsOf(audits: Lhr['audits']): string[] {
  const ZRequest = z.object({ url: z.string().optional(), resourceType: z.string().optional() });
  const requests = itemsOf(audits['network-requests']?.details, ZRequest);
  return requests.filter((r) => r.resourceType === 'Script' && r.url).map((r) => new URL(r.url!).pathname);
}

function scoresOf({ categories, audits, environment }: Lhr, failures: string[]): RunScores {
  const notes = [
    ...failures,
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
    ...((audits['total-blocking-time']?.score ?? 1) < 0.9 ? mainThreadNotes(audits) : []),
  ];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    notes,
    scripts: scriptsOf(audits),
  };
}
