import type { Point, RenderedNote } from '../../../shared/handwriting/types';
import { ADDRESS_AREA, CARD, MESSAGE_AREA } from '../../../shared/stationery';
import type { PlotterConfig } from '../../config';
import { toGcode } from './gcode';
import { estimateWritingSeconds, type PlotStats, plotStats, translateStrokes } from './plot-geometry';
import { orderStrokes } from './stroke-order';

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
 * One card's G-code: the message and the address block placed at their stationery areas, ordered to shorten
 * pen-up travel, written for the configured plotter. The strokes are the proof's own, so the file draws what
 * the customer approved.
 */
export function plotNote(
  message: RenderedNote,
  address: RenderedNote,
  plotter: PlotterConfig,
  title: string[] = [],
): PlottedNote {
  const onCard = [
    ...translateStrokes(message.strokes, MESSAGE_AREA),
    ...translateStrokes(address.strokes, ADDRESS_AREA),
  ];
  const before = plotStats(onCard, PLOTTER_HOME);
  const ordered = orderStrokes(onCard, { start: PLOTTER_HOME });
  const after = plotStats(ordered, PLOTTER_HOME);
  return {
    gcode: toGcode(ordered, { card: CARD, ...plotter, title }),
    before,
    after,
    writingSeconds: estimateWritingSeconds(after, plotter),
  };
}
