/**
 * Issue 11 speed bars for the production pack: 5,000 notes of a 400-character merged message (a different first
 * name per note) rendered with natural variation into their SVG pen files and G-code, through the pack's own
 * pipeline (render worker threads, notes written into a ZIP in sequence order), against the same 5,000 notes laid
 * out without variation (naturalness 0) in the same run. Only the database reads are left out.
 * Targets: the 5,000-note pack ≤ 20 s on this 2-core machine, peak RSS ≤ 400 MB, one note's render ≤ 16 ms.
 * `PACK_WORKERS` sets the render threads as for the server.
 *
 * Then issue 23's figures, measured in the same run and printed as one table per style, each with its target:
 * the median letterform difference between recipients' instances of one word (`handwriting-letterforms.ts`,
 * ≥ 0.25 mm), OCR letter accuracy of the print styles (`handwriting-ocr.ts`, Debian's tesseract, ≥ 85 %), and
 * pen-downs per word in the joined hands before and after joining (`handwriting-pen-lifts.ts`, at most half).
 * The pack runs first, so the peak RSS is the pack's own. About two minutes in all on two busy cores.
 */

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import {
  BATCHES_AHEAD_PER_WORKER,
  PACK_BATCH,
  writePackNotes,
} from '../src/server/features/production/pack-notes-writer';
import { createNoteRenderer } from '../src/server/features/production/pack-render-pool';
import { sampleContact } from '../src/server/features/production/test-contact';
import { ZipFileWriter } from '../src/server/features/production/zip-file-writer';
import { DEFAULT_BACK_LAYOUT } from '../src/shared/back-layout';
import { loadStrokeFont } from '../src/shared/handwriting/load-font';
import { renderNote } from '../src/shared/handwriting/render-note';
import {
  DEFAULT_NATURALNESS,
  HANDWRITING_STYLES,
  type HandwritingStyle,
} from '../src/shared/handwriting/styles';
import { MESSAGE_AREA } from '../src/shared/stationery';
import { LETTERFORM_TARGET_MM, letterformFigure } from './handwriting-letterforms';
import { measureOcr, OCR_TARGET, PRINT_STYLES } from './handwriting-ocr';
import { PEN_LIFT_TARGET, penLiftFigure, SCRIPT_STYLES } from './handwriting-pen-lifts';
import { ms, time, verdict } from './timing';

const config = loadConfig({ PACK_WORKERS: process.env.PACK_WORKERS });

const NOTES = 5000;
const STYLE: HandwritingStyle = 'premium'; // the richest variation: the slowest style
const FIRST_NAMES = [
  'Lucía',
  'James',
  'Zoë',
  'François',
  'Mary-Kate',
  'Oluwaseun',
  'Bob',
  'Hernández',
  'Anh',
  'Siobhán',
];
const TEMPLATE =
  'Dear {{first_name}},\n\nThank you so much for stopping by our booth at the spring home show last weekend. It ' +
  'was a real pleasure to meet you and hear about the plans for your new kitchen. I have put together a few ideas ' +
  'and some samples I think you will love, including the walnut cabinets we talked about. I will call you next ' +
  'week to set up a time to walk through them together at your place.\n\n' +
  'Warm regards,\nDana';

async function* contactBatches() {
  for (let i = 0; i < NOTES; i += PACK_BATCH)
    yield Array.from({ length: Math.min(PACK_BATCH, NOTES - i) }, (_, k) => {
      const n = i + k;
      return sampleContact(n, FIRST_NAMES[n % FIRST_NAMES.length]!);
    });
}

interface PackRun {
  seconds: number;
  cpuSeconds: number;
  bytes: number;
  peakRss: number;
}

/** The pack's notes written once into a ZIP in the temp folder (removed after); peak RSS sampled per batch. */
async function writePack(naturalness: number): Promise<PackRun> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qp-bench-pack-'));
  const zipPath = path.join(dir, 'pack.zip');
  let peakRss = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const zip = new ZipFileWriter(zipPath);
  const renderer = createNoteRenderer(
    {
      campaignId: 'bench-campaign',
      campaignNumber: 1001,
      message: TEMPLATE,
      style: STYLE,
      naturalness,
      layout: DEFAULT_BACK_LAYOUT,
      plotter: config.plotter,
      total: NOTES,
    },
    config.packWorkers,
  );
  try {
    const notes = await writePackNotes(zip, renderer, contactBatches(), {
      style: STYLE,
      batchesAhead: Math.max(config.packWorkers, 1) * BATCHES_AHEAD_PER_WORKER,
      written: async () => {
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
      },
    });
    zip.add('manifest.csv', notes.manifest);
    await zip.close();
    if (notes.done !== NOTES) throw new Error(`wrote ${notes.done} notes`);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    return {
      seconds,
      cpuSeconds: (used.user + used.system) / 1e6,
      bytes: (await fs.stat(zipPath)).size,
      peakRss: Math.max(peakRss, process.memoryUsage.rss()),
    };
  } finally {
    await renderer.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const font = await loadStrokeFont(STYLE);
  const message = TEMPLATE.replace('{{first_name}}', FIRST_NAMES[0]!);
  const sample = renderNote({ text: message, style: STYLE, area: MESSAGE_AREA, seed: 's' }, font);
  console.log(
    `  ${NOTES.toLocaleString('en-US')} notes, ${message.length}-character message, style ${STYLE}, ` +
      `files: message and address SVG, G-code, in a ZIP; ${sample.strokes.length} strokes, ` +
      `${sample.strokes.reduce((n, s) => n + s.length, 0)} points, ${sample.letterHeightMm} mm letters per note; ` +
      `${config.packWorkers} render worker threads (PACK_WORKERS), ${os.availableParallelism()} cores`,
  );
  if (sample.overflow || sample.missingCharacters.length > 0) throw new Error('bench message does not fit');

  const neat = await writePack(0);
  const natural = await writePack(DEFAULT_NATURALNESS[STYLE]);
  const line = (label: string, r: PackRun) =>
    console.log(
      `  ${label.padEnd(26)} ${r.seconds.toFixed(2)} s  ${Math.round(NOTES / r.seconds).toLocaleString('en-US')} notes/s  ` +
        `CPU ${r.cpuSeconds.toFixed(1)} s (all threads)  ZIP ${(r.bytes / 1024 / 1024).toFixed(0)} MiB  ` +
        `peak RSS ${(r.peakRss / 1024 / 1024).toFixed(0)} MB`,
    );
  line('without variation (neat)', neat);
  line('with variation (natural)', natural);
  console.log(`  variation costs ${(natural.seconds / neat.seconds).toFixed(2)}× the neat layout`);
  verdict('5,000-note pack ≤ 20 s', natural.seconds <= 20, `${natural.seconds.toFixed(2)} s`);
  // The process's own high-water mark (every thread, the whole run), not only the samples.
  const peak = Math.max(neat.peakRss, natural.peakRss, process.resourceUsage().maxRSS * 1024) / 1024 / 1024;
  verdict('peak RSS ≤ 400 MB', peak <= 400, `${peak.toFixed(0)} MB`);

  const one = await time(
    () => renderNote({ text: message, style: STYLE, area: MESSAGE_AREA, seed: 'one' }, font),
    200,
    20,
  );
  verdict(
    'one note renders ≤ 16 ms in Node',
    one.median <= 16,
    `median ${ms(one.median)}, best ${ms(one.min)}`,
  );
  await styleFigures(natural, peak);

  // Loaded only now: Vite and Playwright would swell the pack's measured memory.
  const { browserNoteRender } = await import('./handwriting-browser');
  const browser = await browserNoteRender(message);
  verdict(
    'one note renders and draws ≤ 16 ms in Chromium',
    browser.median <= 16,
    `median ${ms(browser.median)}, best ${ms(browser.min)} (render + SVG path, ${browser.runs} runs)`,
  );
}

const passFail = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

/**
 * Issue 23's per-style figures (letterform difference, OCR of print styles, pen lifts of joined hands) measured
 * now, printed as one table with the pack's time and memory beside them; the detail of each (per word, per
 * seed, lifts under 0.2 mm, writing time) on the lines under it.
 */
async function styleFigures(pack: PackRun, peakRssMb: number): Promise<void> {
  const started = performance.now();
  const letterforms = new Map<HandwritingStyle, Awaited<ReturnType<typeof letterformFigure>>>();
  for (const style of HANDWRITING_STYLES) letterforms.set(style, await letterformFigure(style));
  let ocr: Awaited<ReturnType<typeof measureOcr>> = [];
  let ocrProblem = '';
  try {
    ocr = await measureOcr(PRINT_STYLES);
  } catch (err) {
    // rsvg-convert or tesseract missing: say so in the table rather than lose the other figures.
    ocrProblem = `OCR not measured (${(err instanceof Error ? err.message : String(err)).split('\n')[0]})`;
  }
  const lifts = new Map<HandwritingStyle, Awaited<ReturnType<typeof penLiftFigure>>>();
  for (const style of SCRIPT_STYLES) lifts.set(style, await penLiftFigure(style));

  console.log(
    `\n  Per style (issue 23), measured in this run (${((performance.now() - started) / 1000).toFixed(0)} s): ` +
      `letterform difference = median over every pair of 30 recipients' "Thank you" and "Dear Jennifer" at a ` +
      `4 mm word height; OCR = tesseract's letter accuracy on a 325-character note, 3 recipients; pen-downs per ` +
      `word = a 357-character note, 6 recipients, the glyphs' strokes → the renderer's pen-downs`,
  );
  const head =
    `  ${'style'.padEnd(13)}${`letterform (≥ ${LETTERFORM_TARGET_MM} mm)`.padEnd(26)}` +
    `${`OCR letters (≥ ${OCR_TARGET * 100} %)`.padEnd(26)}${`pen-downs/word (≤ ${PEN_LIFT_TARGET * 100} % of before)`}`;
  console.log(head);
  const failed: string[] = [];
  for (const style of HANDWRITING_STYLES) {
    const lf = letterforms.get(style)!;
    const lfPass = lf.medianMm >= LETTERFORM_TARGET_MM;
    if (!lfPass) failed.push(`${style} letterforms`);
    const o = ocr.find((r) => r.style === style);
    let ocrCell = PRINT_STYLES.includes(style) ? ocrProblem || '—' : 'script: no target';
    if (o) {
      const pass = o.accuracy >= OCR_TARGET;
      if (!pass) failed.push(`${style} OCR`);
      ocrCell = `${(o.accuracy * 100).toFixed(1)} % ${passFail(pass)}`;
    }
    const pl = lifts.get(style);
    let liftCell = 'print: no target';
    if (pl) {
      const ratio = pl.after.penDownsPerWord / pl.before.penDownsPerWord;
      const cell = `${pl.before.penDownsPerWord.toFixed(2)} → ${pl.after.penDownsPerWord.toFixed(2)} (${(ratio * 100).toFixed(0)} %)`;
      if (pl.joined) {
        const pass = ratio <= PEN_LIFT_TARGET;
        if (!pass) failed.push(`${style} pen lifts`);
        liftCell = `${cell} ${passFail(pass)}`;
      } else liftCell = `${cell} not a joined hand: no target`;
    }
    console.log(
      `  ${style.padEnd(13)}${`${lf.medianMm.toFixed(3)} mm ${passFail(lfPass)}`.padEnd(26)}${ocrCell.padEnd(26)}${liftCell}`,
    );
  }
  const packPass = pack.seconds <= 20;
  console.log(
    `  ${'pack'.padEnd(13)}5,000 notes (${STYLE}) ${pack.seconds.toFixed(2)} s ${passFail(packPass)} (≤ 20 s), ` +
      `peak RSS ${peakRssMb.toFixed(0)} MB ${passFail(peakRssMb <= 400)} (≤ 400 MB)`,
  );
  for (const style of HANDWRITING_STYLES) {
    const words = Object.entries(letterforms.get(style)!.perWord)
      .map(([w, mm]) => `"${w}" ${mm.toFixed(3)}`)
      .join(', ');
    const o = ocr.find((r) => r.style === style);
    const seeds = o
      ? `; OCR per recipient ${o.readings.map((r) => `${(r.accuracy * 100).toFixed(1)} %`).join(', ')}`
      : '';
    const pl = lifts.get(style);
    const lift = pl
      ? `; lifts under 0.2 mm ${(pl.before.shortLiftShare * 100).toFixed(0)} % → ${(pl.after.shortLiftShare * 100).toFixed(0)} %, ` +
        `writing time ${pl.before.secondsAccelerated.toFixed(0)} → ${pl.after.secondsAccelerated.toFixed(0)} s per card (with acceleration)`
      : '';
    console.log(`    ${style}: ${words}${seeds}${lift}`);
  }
  verdict(
    'issue 23 per-style targets',
    failed.length === 0,
    failed.length === 0 ? 'every style meets its targets' : `missing: ${failed.join(', ')}`,
  );
}
