/**
 * Issue 23 figure: pen lifts per word in the script styles, before and after joining. Per style, a fixed
 * ~360-character message is rendered for several seeds twice in the same run: as the glyphs give their strokes
 * (`joinStrokes: false`: one pen-down per glyph stroke, in glyph order: the writing before this change) and as the
 * renderer now writes it (joined where strokes meet, each word left to right, dots and crosses after it), then
 * placed in the card's message area and ordered as the production pack orders it. Reported per style, as means
 * over the seeds: pen-downs per word, the share of pen lifts whose travel to the next pen-down is under 0.2 mm
 * (a lift where the pen could have stayed down: an ink blob on the card), and the writing time the G-code takes
 * at the default plotter settings, with and without acceleration (and how much of it is pen dwell). Target:
 * pen-downs per word at most half of before in joined hands.
 * Runs alone too: `npx tsx bench/handwriting-pen-lifts.ts [style…]`.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/server/config';
import {
  type FlatStrokes,
  flattenStrokes,
  inputRoute,
  type Route,
} from '../src/server/features/production/flat-strokes';
import { PLOTTER_HOME } from '../src/server/features/production/note-plot';
import { estimateRouteSeconds } from '../src/server/features/production/plot-geometry';
import { planStrokeOrder } from '../src/server/features/production/stroke-order';
import { isJoinedHand, joinedPairShare } from '../src/shared/handwriting/joined-hand';
import { loadStrokeFont } from '../src/shared/handwriting/load-font';
import { renderNote } from '../src/shared/handwriting/render-note';
import { HANDWRITING_STYLES, type HandwritingStyle } from '../src/shared/handwriting/styles';
import { MESSAGE_AREA } from '../src/shared/stationery';

/** The scripts: the styles whose letters are designed to join. */
export const SCRIPT_STYLES: readonly HandwritingStyle[] = ['professional', 'elegant', 'premium'];
export const PEN_LIFT_MESSAGE =
  'Dear Jennifer,\n\nThank you so much for trusting us with the sale of your home on Maple Street. It was a ' +
  'pleasure working with you and your family, and I hope the move to Portland goes smoothly. If you ever need ' +
  'anything at all, or know someone thinking of buying or selling this spring, just give me a call. Enjoy the ' +
  'new place!\n\nWarm regards,\nDana Whitfield';
export const PEN_LIFT_SEEDS = 6;
/** Joined hands: pen-downs per word after joining at most this fraction of before. */
export const PEN_LIFT_TARGET = 0.5;
/** A pen lift with less travel than this (mm) is one the pen need not have made. */
export const SHORT_LIFT_MM = 0.2;

export interface WritingFigures {
  penDownsPerWord: number;
  /** Share of pen lifts followed by less than `SHORT_LIFT_MM` of travel. */
  shortLiftShare: number;
  /** The G-code's time, s: at constant feeds, and with the default acceleration and junction deviation. */
  secondsConstant: number;
  secondsAccelerated: number;
  /** Pen dwell (two per pen-down and one at the start) as a share of the accelerated time. */
  dwellShare: number;
}

export interface PenLiftFigure {
  style: HandwritingStyle;
  /** Whether the font is a joined hand (`isJoinedHand`), and the share of letter pairs that meet. */
  joined: boolean;
  pairShare: number;
  characters: number;
  words: number;
  /** The glyphs' strokes in glyph order (today's pen-downs), drawn in that order. */
  before: WritingFigures;
  /** The renderer's pen-downs, in the production pack's order. */
  after: WritingFigures;
}

function figures(flat: FlatStrokes, route: Route, words: number): WritingFigures {
  const plotter = loadConfig({}).plotter;
  let lifts = 0;
  let short = 0;
  let strokes = 0;
  let atX = Number.NaN;
  let atY = Number.NaN;
  for (let i = 0; i < route.order.length; i++) {
    const k = route.order[i]!;
    const from = flat.first[k]!;
    const to = flat.first[k + 1]! - 1;
    if (to < from) continue;
    const reversed = route.reversed[i] === 1;
    const head = reversed ? to : from;
    const tail = reversed ? from : to;
    if (strokes > 0) {
      lifts++;
      if (Math.hypot(flat.xy[2 * head]! - atX, flat.xy[2 * head + 1]! - atY) < SHORT_LIFT_MM) short++;
    }
    atX = flat.xy[2 * tail]!;
    atY = flat.xy[2 * tail + 1]!;
    strokes++;
  }
  const secondsAccelerated = estimateRouteSeconds(flat, route, plotter, PLOTTER_HOME);
  return {
    penDownsPerWord: strokes / words,
    shortLiftShare: lifts > 0 ? short / lifts : 0,
    secondsConstant: estimateRouteSeconds(flat, route, { ...plotter, accelerationMmS2: 0 }, PLOTTER_HOME),
    secondsAccelerated,
    dwellShare: ((2 * strokes + 1) * plotter.penDelayMs) / 1000 / secondsAccelerated,
  };
}

function mean(values: readonly WritingFigures[]): WritingFigures {
  const out = {
    penDownsPerWord: 0,
    shortLiftShare: 0,
    secondsConstant: 0,
    secondsAccelerated: 0,
    dwellShare: 0,
  };
  for (const v of values) for (const key of Object.keys(out) as (keyof WritingFigures)[]) out[key] += v[key];
  for (const key of Object.keys(out) as (keyof WritingFigures)[]) out[key] /= values.length;
  return out;
}

/** One style's figures: the mean over `seeds` recipients of the same message. */
export async function penLiftFigure(
  style: HandwritingStyle,
  seeds = PEN_LIFT_SEEDS,
  text = PEN_LIFT_MESSAGE,
): Promise<PenLiftFigure> {
  const font = await loadStrokeFont(style);
  const area = { width: MESSAGE_AREA.width, height: MESSAGE_AREA.height };
  const before: WritingFigures[] = [];
  const after: WritingFigures[] = [];
  let words = 0;
  for (let i = 0; i < seeds; i++) {
    const seed = `pen-lifts-${i}`;
    const raw = renderNote({ text, style, area, seed, joinStrokes: false }, font);
    const written = renderNote({ text, style, area, seed }, font);
    words = written.wordStarts!.length - 1;
    const rawFlat = flattenStrokes([{ strokes: raw.strokes, offset: MESSAGE_AREA }]);
    before.push(figures(rawFlat, inputRoute(rawFlat.count), words));
    // As the pack draws it: the note's words (`wordStartsOf`) reordered for travel, each whole and forwards.
    const flat = flattenStrokes([{ strokes: written.strokes, offset: MESSAGE_AREA }]);
    after.push(figures(flat, planStrokeOrder(flat, { start: PLOTTER_HOME }), words));
  }
  return {
    style,
    joined: isJoinedHand(font),
    pairShare: joinedPairShare(font),
    characters: [...text].length,
    words,
    before: mean(before),
    after: mean(after),
  };
}

const pct = (v: number) => `${(v * 100).toFixed(0)} %`;
const s = (v: number) => `${v.toFixed(1)} s`;

/** Every script style's figure, one block each, PASS/FAIL against the target for joined hands. */
export async function run(styles: readonly HandwritingStyle[] = SCRIPT_STYLES): Promise<PenLiftFigure[]> {
  const out: PenLiftFigure[] = [];
  console.log(
    `  pen lifts: a ${[...PEN_LIFT_MESSAGE].length}-character message, ${PEN_LIFT_SEEDS} seeds; before = the glyphs' ` +
      "strokes in glyph order, after = the renderer's pen-downs in the pack's order; time = the G-code at the " +
      'default plotter settings (constant feeds → with 1,000 mm/s² acceleration)',
  );
  for (const style of styles) {
    const f = await penLiftFigure(style);
    out.push(f);
    const ratio = f.after.penDownsPerWord / f.before.penDownsPerWord;
    const verdict = f.joined ? (ratio <= PEN_LIFT_TARGET ? 'PASS' : 'FAIL') : 'n/a ';
    console.log(
      `  ${verdict}  ${style.padEnd(12)} pen-downs per word ${f.before.penDownsPerWord.toFixed(2)} → ` +
        `${f.after.penDownsPerWord.toFixed(2)} (${pct(ratio)} of before; target ≤ ${pct(PEN_LIFT_TARGET)} in joined hands; ` +
        `${f.joined ? 'joined' : 'not joined'}: ${pct(f.pairShare)} of letter pairs meet; ${f.words} words)`,
    );
    console.log(
      `        ${''.padEnd(12)} lifts under ${SHORT_LIFT_MM} mm ${pct(f.before.shortLiftShare)} → ${pct(f.after.shortLiftShare)}; ` +
        `writing time ${s(f.before.secondsConstant)} / ${s(f.before.secondsAccelerated)} → ` +
        `${s(f.after.secondsConstant)} / ${s(f.after.secondsAccelerated)} (constant / accelerated); ` +
        `dwell ${pct(f.before.dwellShare)} → ${pct(f.after.dwellShare)} of it`,
    );
  }
  return out;
}

// Alone: `npx tsx bench/handwriting-pen-lifts.ts [style…]`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const asked = process.argv
    .slice(2)
    .filter((a): a is HandwritingStyle => (HANDWRITING_STYLES as readonly string[]).includes(a));
  await run(asked.length > 0 ? asked : SCRIPT_STYLES);
}
