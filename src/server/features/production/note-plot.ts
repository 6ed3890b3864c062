import type { Point } from '../../../shared/handwriting/types';
import type { Proof } from '../../../shared/proof-render';
import { CARD } from '../../../shared/stationery';
import type { PlotterConfig } from '../../config';
import { flattenStrokes, inputRoute } from './flat-strokes';
import { routeToGcode } from './gcode';
import { estimateWritingSeconds, type PlotStats, routeStats } from './plot-geometry';
import { planStrokeOrder } from './stroke-order';

/** The plotter's home, where each card starts and ends: the card's bottom-left corner (machine zero). */
export const PLOTTER_HOME: Point = [0, CARD.height];

export interface PlottedNote {
  gcode: string;
  /** The strokes in writing order (message, then address) and as the plotter draws them. */
  before: PlotStats;
  after: PlotStats;
  /** Estimated at the configured feeds and pen dwell. */
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
    { strokes: proof.message.strokes, offset: proof.layout.message.rect },
    { strokes: proof.address.strokes, offset: proof.layout.address.rect },
  ]);
  const before = routeStats(onCard, inputRoute(onCard.count), PLOTTER_HOME);
  const route = planStrokeOrder(onCard, { start: PLOTTER_HOME });
  const after = routeStats(onCard, route, PLOTTER_HOME);
  return {
    gcode: routeToGcode(onCard, route, { card: CARD, ...plotter, title }),
    before,
    after,
    writingSeconds: estimateWritingSeconds(after, plotter),
  };
}
