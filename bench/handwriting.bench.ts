/**
 * Issue 11 speed bars for the production pack: 5,000 notes of a 400-character merged message (a different first
 * name per note) rendered with natural variation into their SVG pen files and G-code, through the pack's own
 * pipeline (render worker threads, notes written into a ZIP in sequence order), against the same 5,000 notes laid
 * out without variation (naturalness 0) in the same run. Only the database reads are left out.
 * Targets: the 5,000-note pack ≤ 20 s on this 2-core machine, peak RSS ≤ 400 MB, one note's render ≤ 16 ms.
 * `PACK_WORKERS` sets the render threads as for the server.
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
import type { PackContact } from '../src/server/features/production/production-pack-store';
import { ZipFileWriter } from '../src/server/features/production/zip-file-writer';
import { DEFAULT_BACK_LAYOUT } from '../src/shared/back-layout';
import { loadStrokeFont } from '../src/shared/handwriting/load-font';
import { renderNote } from '../src/shared/handwriting/render-note';
import { DEFAULT_NATURALNESS, type HandwritingStyle } from '../src/shared/handwriting/styles';
import { MESSAGE_AREA } from '../src/shared/stationery';
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

function contact(i: number): PackContact {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    position: i,
    name: `${first} Smith`,
    address: `${100 + i} Maple Street`,
    address2: '',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    customFields: { first_name: first },
  };
}

async function* contactBatches() {
  for (let i = 0; i < NOTES; i += PACK_BATCH)
    yield Array.from({ length: Math.min(PACK_BATCH, NOTES - i) }, (_, k) => contact(i + k));
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
  // Loaded only now: Vite and Playwright would swell the pack's measured memory.
  const { browserNoteRender } = await import('./handwriting-browser');
  const browser = await browserNoteRender(message);
  verdict(
    'one note renders and draws ≤ 16 ms in Chromium',
    browser.median <= 16,
    `median ${ms(browser.median)}, best ${ms(browser.min)} (render + SVG path, ${browser.runs} runs)`,
  );
}
