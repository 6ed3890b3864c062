import type { Point } from '../../../shared/handwriting/types';
import type { Proof } from '../../../shared/proof-render';
import { CARD } from '../../../shared/stationery';
import type { PlotterConfig } from '../../config';
import { flattenStrokes, inputRoute } from './flat-strokes';
import { routeToGcode } from './gcode';
import { estimateRouteSeconds, type PlotStats, routeStats } from './plot-geometry';
import { planStrokeOrder } from './stroke-order';

/** The plotter's home, where each card starts and ends: the card's bottom-left corner (machine zero). */
export const PLOTTER_HOME: Point = [0, CARD.height];

export interface PlottedNote {
  /** The G-code file's ASCII bytes. */
  gcode: Uint8Array;
  /** The strokes in writing order (message, then address) and as the plotter draws them. */
  before: PlotStats;
  after: PlotStats;
  /**
   * Estimated for the G-code's own moves at the configured feeds, pen dwell and (when set) acceleration and
   * junction deviation: trapezoidal speed profiles (`estimateRouteSeconds`, `motion-time.ts`).
   */
  writingSeconds: number;
}

/**
 * One card's G-code: the message and the address block placed at the writing areas of the campaign's card
 * layout (the proof's own), ordered to shorten pen-up travel, written for the configured plotter. The strokes
 * are the proof's own, so the file draws what the customer approved, where the proof showed it.
 */
export function plotNote(
  proof: Pick<Proof, 'message' | 'address' | 'layout'>,
  plotter: PlotterConfig,
  title: string[] = [],
): PlottedNote {
  const onCard = flattenStrokes([
    // Each word's pen-downs stay together, in writing order and direction, wherever the route puts the word.
    // The notes' own word starts: strokes that came back from a render thread have lost `wordStartsOf`.
    { strokes: proof.message.strokes, offset: proof.layout.message.rect, words: proof.message.wordStarts },
    { strokes: proof.address.strokes, offset: proof.layout.address.rect, words: proof.address.wordStarts },
  ]);
  const before = routeStats(onCard, inputRoute(onCard.count), PLOTTER_HOME);
  const route = planStrokeOrder(onCard, { start: PLOTTER_HOME });
  const after = routeStats(onCard, route, PLOTTER_HOME);
  return {
    gcode: routeToGcode(onCard, route, { card: CARD, ...plotter, title }),
    before,
    after,
    writingSeconds: estimateRouteSeconds(onCard, route, plotter, PLOTTER_HOME),
  };
}
