import { describe, expect, it } from 'vitest';
import { asciiText } from '../../../shared/handwriting/ascii-writer';
import type { Polyline } from '../../../shared/handwriting/types';
import { CARD, MESSAGE_AREA } from '../../../shared/stationery';
import { loadConfig } from '../../config';
import { flattenStrokes } from './flat-strokes';
import { type GcodeOptions, routeToGcode, toGcode } from './gcode';
import { estimateGcodeSeconds, parseGcode } from './parse-gcode';
import { estimateRouteSeconds, estimateWritingSeconds, routeStats, translateStrokes } from './plot-geometry';
import { orderStrokes, planStrokeOrder } from './stroke-order';
import { renderMessageNote } from './test-strokes';

const GREETING = 'Hi Lucía,\nthank you for a wonderful year with us. See you in the spring!';

const plotter = loadConfig({}).plotter;
const options: GcodeOptions = { card: CARD, ...plotter };

function expectSameStrokes(actual: Polyline[], expected: readonly Polyline[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((stroke, s) => {
    expect(stroke).toHaveLength(expected[s]!.length);
    stroke.forEach(([x, y], p) => {
      expect(Math.abs(x - expected[s]![p]![0])).toBeLessThanOrEqual(0.01);
      expect(Math.abs(y - expected[s]![p]![1])).toBeLessThanOrEqual(0.01);
    });
  });
}

describe('toGcode', () => {
  it('writes a GRBL program: mm, absolute, pen up before any move, feeds and dwells from the configuration', () => {
    const gcode = toGcode(
      [
        [
          [10, 20],
          [15.125, 20],
          [15.125, 30.5],
        ],
      ],
      { ...options, title: ['Note 0001 for Zoë'] },
    );
    const lines = gcode.trim().split('\n');
    expect(lines[0]).toBe('; Note 0001 for Zoe');
    expect(lines.filter((l) => !l.startsWith(';'))).toEqual([
      'G21',
      'G90',
      'M3 S0',
      'G4 P0.15',
      // Y is flipped: 127 mm card, y 20 from the top is 107 from the bottom.
      'G1 X10 Y107 F6000',
      'M3 S1000',
      'G4 P0.15',
      'G1 X15.13 Y107 F3000',
      'G1 X15.13 Y96.5',
      'M3 S0',
      'G4 P0.15',
      'G1 X0 Y0 F6000',
      'M2',
    ]);
  });

  it('uses the configured pen commands, feeds and dwell', () => {
    const custom = loadConfig({
      PLOTTER_PEN_UP: 'G0 Z5',
      PLOTTER_PEN_DOWN: 'g1 z0',
      PLOTTER_DRAW_FEED: '1200',
      PLOTTER_TRAVEL_FEED: '9000',
      PLOTTER_PEN_DELAY_MS: '0',
    }).plotter;
    const gcode = toGcode(
      [
        [
          [1, 1],
          [2, 2],
        ],
      ],
      { card: CARD, ...custom },
    );
    expect(gcode).toContain('G0 Z5\nG1 X1 Y126 F9000\nG1 Z0\nG1 X2 Y125 F1200\nG0 Z5\n');
    expect(gcode).not.toContain('G4');
  });

  it('refuses a point off the card', () => {
    expect(() =>
      toGcode(
        [
          [
            [5, 5],
            [5, CARD.height + 1],
          ],
        ],
        options,
      ),
    ).toThrow(/outside the/);
  });

  it('parses back into the note the renderer drew (±0.01 mm), ordered for the plotter', async () => {
    const note = await renderMessageNote('casual', GREETING);
    const onCard = translateStrokes(note.strokes, MESSAGE_AREA);
    const ordered = orderStrokes(onCard, { start: [0, CARD.height] });
    const parsed = parseGcode(toGcode(ordered, options), { cardHeight: CARD.height, ...plotter });
    expectSameStrokes(parsed, ordered);
  });
});

describe('the writing time estimate', () => {
  it('is the time the G-code itself takes (read back from the file), acceleration included', async () => {
    const note = await renderMessageNote('professional', GREETING);
    const flat = flattenStrokes([{ strokes: note.strokes, offset: MESSAGE_AREA }]);
    const home = [0, CARD.height] as const;
    const route = planStrokeOrder(flat, { start: home });
    const fromRoute = estimateRouteSeconds(flat, route, plotter, home);
    const fromFile = estimateGcodeSeconds(asciiText(routeToGcode(flat, route, options)), plotter);
    // The file rounds coordinates to 0.01 mm.
    expect(Math.abs(fromRoute - fromFile)).toBeLessThan(0.001 * fromRoute);
    // `estimateWritingSeconds` of the route's stats is that estimate.
    expect(estimateWritingSeconds(routeStats(flat, route, home), plotter)).toBe(fromRoute);
    // Acceleration makes handwriting's short moves slower than constant speed says, not faster.
    const constant = estimateRouteSeconds(flat, route, { ...plotter, accelerationMmS2: 0 }, home);
    expect(fromRoute).toBeGreaterThan(constant);
  });
});

describe('plotter configuration', () => {
  it('has documented defaults', () => {
    expect(plotter).toEqual({
      penUp: 'M3 S0',
      penDown: 'M3 S1000',
      drawFeed: 3000,
      travelFeed: 6000,
      penDelayMs: 150,
      accelerationMmS2: 1000,
      junctionDeviationMm: 0.01,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PLOTTER_DRAW_FEED: 'fast' })).toThrow(
      /^Invalid environment variable PLOTTER_DRAW_FEED/,
    );
    expect(() => loadConfig({ PLOTTER_PEN_DOWN: 'M3 S1000; G0 X0' })).toThrow(
      /PLOTTER_PEN_DOWN: must be one G-code/,
    );
    expect(() => loadConfig({ PLOTTER_PEN_DELAY_MS: '-1' })).toThrow(/PLOTTER_PEN_DELAY_MS/);
    expect(() => loadConfig({ PLOTTER_ACCELERATION: '0' })).toThrow(/PLOTTER_ACCELERATION/);
    expect(() => loadConfig({ PLOTTER_JUNCTION_DEVIATION: 'sharp' })).toThrow(/PLOTTER_JUNCTION_DEVIATION/);
    expect(
      loadConfig({ PLOTTER_ACCELERATION: '2500', PLOTTER_JUNCTION_DEVIATION: '0.02' }).plotter,
    ).toMatchObject({
      accelerationMmS2: 2500,
      junctionDeviationMm: 0.02,
    });
  });
});
