/**
 * Collects a back's layout while back.ts draws it: every printed element with the box its ink stays inside,
 * and the writing areas with their ruling, from the very numbers the artwork is drawn with, so the artwork
 * and the data the pen writes by cannot drift. Artwork units (700 × 500 = the 7 × 5 in card, 100 per inch) go
 * to mm: printed boxes rounded outwards, writing areas inwards, to 0.01 mm.
 */
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import {
  backLayoutProblems,
  type PrintedElementKind,
  type TBackLayout,
  type TPrintedElement,
  type TWritingArea,
  type WritingAreaName,
} from '../../src/shared/back-layout';
import { CARD } from '../../src/shared/stationery';

/** mm per artwork unit. */
export const MM = CARD.width / 700;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const down = (v: number) => Math.floor(v * MM * 100 + 1e-6) / 100;
const up = (v: number) => Math.ceil(v * MM * 100 - 1e-6) / 100;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The card fonts' sans (Helvetica) at weight 600 and up, as the printer sets the labels. */
const BOLD_SANS = StandardFontEmbedder.for(
  // The same font name; pdf-lib types it as its standard-fonts package's enum.
  StandardFonts.HelveticaBold as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
);

/**
 * The box a line of spaced capitals (`label()`) covers, with 5 % more width for the fallback fonts: from the
 * cap height above the baseline to a little below it.
 */
export function capsBox(x: number, baseline: number, text: string, size: number, spacing: number): Box {
  const width = (BOLD_SANS.widthOfTextAtSize(text.toUpperCase(), size) + spacing * text.length) * 1.05;
  return { x: x - 0.5, y: baseline - size * 0.78, width: width + 1, height: size * 0.88 };
}

export class BackLayoutRecorder {
  private readonly printed: TPrintedElement[] = [];
  private readonly areas: Partial<Record<WritingAreaName, TWritingArea>> = {};

  /** Records what the artwork prints over `box` (artwork units). */
  print(kind: PrintedElementKind, box: Box): void {
    const x = down(box.x);
    const y = down(box.y);
    this.printed.push({
      kind,
      rect: { x, y, width: round2(up(box.x + box.width) - x), height: round2(up(box.y + box.height) - y) },
    });
  }

  /**
   * Records a writing area (artwork units); `ruling` gives the first printed rule's y and the rule pitch
   * (artwork units, the rule's centre line).
   */
  writing(name: WritingAreaName, box: Box, ruling?: { firstRuleY: number; pitch: number }): void {
    if (this.areas[name]) throw new Error(`A back has one ${name} area.`);
    const x = up(box.x);
    const y = up(box.y);
    const rect = {
      x,
      y,
      width: round2(down(box.x + box.width) - x),
      height: round2(down(box.y + box.height) - y),
    };
    this.areas[name] = {
      rect,
      ruling: ruling
        ? { firstBaselineMm: round3(ruling.firstRuleY * MM - y), pitchMm: round3(ruling.pitch * MM) }
        : null,
    };
  }

  /** The layout; a back that breaks the layout rules (clearance, OCR read area…) is not written at all. */
  toJSON(): TBackLayout {
    const { message, address } = this.areas;
    if (!message || !address) throw new Error('A back needs a message area and an address area.');
    const layout = { printed: this.printed, message, address };
    const problems = backLayoutProblems(layout);
    if (problems.length > 0) throw new Error(`The back's layout breaks its rules: ${problems.join(' ')}`);
    return layout;
  }
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
