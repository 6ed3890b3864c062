/**
 * Issue 11 speed bars for the handwriting renderer: 5,000 notes of a 400-character merged message (a different
 * first name per note) rendered with natural variation and written out (SVG; each output format is one line of
 * `OUTPUTS`), against the same 5,000 notes laid out without variation (naturalness 0) in the same run.
 * Targets: the whole pack's writing ≤ 20 s on this 2-core machine, peak RSS ≤ 400 MB, one note ≤ 16 ms.
 */

import { loadConfig } from '../src/server/config';
import { plotNote } from '../src/server/features/production/note-plot';
import { renderAddressBlock } from '../src/shared/handwriting/address-block';
import { loadStrokeFont } from '../src/shared/handwriting/load-font';
import { noteToSvg } from '../src/shared/handwriting/note-svg';
import { renderNote } from '../src/shared/handwriting/render-note';
import { seedFor } from '../src/shared/handwriting/seed';
import type { RenderedNote, StrokeFont } from '../src/shared/handwriting/types';
import { MESSAGE_AREA } from '../src/shared/stationery';
import { ms, time, verdict } from './timing';

const PLOTTER = loadConfig({}).plotter;

const NOTES = 5000;
const STYLE = 'premium'; // the richest variation: the slowest style
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
  'Dear {{firstName}},\n\nThank you so much for stopping by our booth at the spring home show last weekend. It was ' +
  'a real pleasure to meet you and hear about the plans for your new kitchen. I have put together a few ideas ' +
  'and some samples I think you will love, including the walnut cabinets we talked about. I will call you next ' +
  'week to set up a time to walk through them together at your place.\n\n' +
  'Warm regards,\nDana';

/** What the pack writes per note; each entry returns the bytes it produced. */
const OUTPUTS: Record<string, (message: RenderedNote, address: RenderedNote) => number> = {
  svg: (message, address) => noteToSvg(message).length + noteToSvg(address).length,
  // The production pack's G-code: both notes placed on the card, strokes ordered, written for the plotter.
  gcode: (message, address) => plotNote(message, address, PLOTTER).gcode.length,
};

function messageFor(i: number): string {
  return TEMPLATE.replace('{{firstName}}', FIRST_NAMES[i % FIRST_NAMES.length]!);
}

/** Writes all notes once; returns seconds, bytes and the peak RSS seen (sampled every 50 notes). */
function writePack(font: StrokeFont, naturalness: number | undefined) {
  let bytes = 0;
  let peak = process.memoryUsage.rss();
  const started = performance.now();
  for (let i = 0; i < NOTES; i++) {
    const seed = seedFor('bench-campaign', `contact-${i}`);
    const message = renderNote(
      { text: messageFor(i), style: STYLE, area: MESSAGE_AREA, seed, naturalness },
      font,
    );
    const address = renderAddressBlock(
      {
        lines: [`${FIRST_NAMES[i % 10]} Smith`, `${100 + i} Maple Street`, 'Springfield, IL 62704'],
        style: STYLE,
        seed,
      },
      font,
    );
    for (const write of Object.values(OUTPUTS)) bytes += write(message, address);
    if (i % 50 === 0) peak = Math.max(peak, process.memoryUsage.rss());
  }
  return {
    seconds: (performance.now() - started) / 1000,
    bytes,
    peak: Math.max(peak, process.memoryUsage.rss()),
  };
}

export async function run(): Promise<void> {
  const font = await loadStrokeFont(STYLE);
  const sample = renderNote({ text: messageFor(0), style: STYLE, area: MESSAGE_AREA, seed: 's' }, font);
  console.log(
    `  ${NOTES.toLocaleString('en-US')} notes, ${messageFor(0).length}-character message, style ${STYLE}, ` +
      `outputs: ${Object.keys(OUTPUTS).join(', ')}; ${sample.strokes.length} strokes, ` +
      `${sample.strokes.reduce((n, s) => n + s.length, 0)} points, ${sample.letterHeightMm} mm letters per note`,
  );
  if (sample.overflow || sample.missingCharacters.length > 0) throw new Error('bench message does not fit');

  const neat = writePack(font, 0);
  const natural = writePack(font, undefined);
  const line = (label: string, r: ReturnType<typeof writePack>) =>
    console.log(
      `  ${label.padEnd(28)} ${r.seconds.toFixed(2)} s  ${Math.round(NOTES / r.seconds).toLocaleString('en-US')} notes/s  ` +
        `${(r.bytes / 1024 / 1024).toFixed(0)} MiB written  peak RSS ${(r.peak / 1024 / 1024).toFixed(0)} MB`,
    );
  line('without variation (neat)', neat);
  line('with variation (natural)', natural);
  console.log(`  variation costs ${(natural.seconds / neat.seconds).toFixed(2)}× the neat layout`);
  verdict('5,000-note pack ≤ 20 s', natural.seconds <= 20, `${natural.seconds.toFixed(2)} s`);
  const peak = Math.max(neat.peak, natural.peak) / 1024 / 1024;
  verdict('peak RSS ≤ 400 MB', peak <= 400, `${peak.toFixed(0)} MB`);

  const one = await time(
    () => renderNote({ text: messageFor(3), style: STYLE, area: MESSAGE_AREA, seed: 'one' }, font),
    200,
    20,
  );
  verdict(
    'one note renders ≤ 16 ms (Node, as a proxy for the browser)',
    one.median <= 16,
    `median ${ms(one.median)}, best ${ms(one.min)}`,
  );
}
