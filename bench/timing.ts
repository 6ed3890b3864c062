/** Small helpers the benchmark modules share: repeated timing and a uniform PASS/FAIL line. */

export interface Timing {
  median: number;
  min: number;
}

/** Runs `fn` `warmup` times untimed (JIT, caches), then `runs` times; milliseconds. */
export async function time(fn: () => unknown, runs: number, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, min: samples[0]! };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function verdict(label: string, pass: boolean, detail: string): void {
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
}

/**
 * Times two functions in alternation, so load from other processes falls on both alike. Ratios compare
 * best-of-N figures: the least disturbed run of each is the closest to what the code itself costs.
 */
export async function compare(
  baseline: () => unknown,
  candidate: () => unknown,
  runs: number,
): Promise<{ baseline: Timing; candidate: Timing; ratio: number }> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const t0 = performance.now();
    await baseline();
    const t1 = performance.now();
    await candidate();
    const t2 = performance.now();
    // The first rounds warm the JIT and are not counted.
    if (i >= 5) {
      a.push(t1 - t0);
      b.push(t2 - t1);
    }
  }
  const summary = (samples: number[]): Timing => {
    samples.sort((x, y) => x - y);
    return { median: samples[Math.floor(samples.length / 2)]!, min: samples[0]! };
  };
  const base = summary(a);
  const cand = summary(b);
  return { baseline: base, candidate: cand, ratio: cand.min / base.min };
}
