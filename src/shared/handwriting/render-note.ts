/**
 * The one handwriting renderer: merged text → pen strokes in millimetres inside the writing area, with the
 * seeded variation of a human hand. Pure and deterministic: the same input always yields the same numbers,
 * which is what lets the customer's proof, the server's check and the robot's G-code be the same note.
 */
import { MESSAGE_LETTER_HEIGHT_MM } from '../stationery';
import { geometry } from './geometry';
import { hyphenationLoaded } from './hyphenation';
import { layOut } from './layout';
import { penStrokes } from './pen-strokes';
import { hashSeed, signedRandom, smoothNoise } from './prng';
import { CONNECTED_STYLES, TRACKING, WORD_GAP } from './style-metrics';
import { DEFAULT_NATURALNESS } from './styles';
import { analyse } from './text-analysis';
import type { Point, Polyline, RenderedNote, RenderInput, StrokeFont } from './types';
import { CH, NATURAL } from './variation';

const DEG = Math.PI / 180;

/** Coordinates are kept to 0.01 mm: finer than any pen, and SVG and G-code then carry identical numbers. */
function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

export function renderNote(input: RenderInput, font: StrokeFont): RenderedNote {
  const { area } = input;
  const n = Math.min(1, Math.max(0, input.naturalness ?? DEFAULT_NATURALNESS[input.style]));
  const v = NATURAL;
  const seed = hashSeed(input.seed);
  const min = input.minLetterHeightMm ?? MESSAGE_LETTER_HEIGHT_MM.min;
  const max = Math.max(min, input.maxLetterHeightMm ?? MESSAGE_LETTER_HEIGHT_MM.max);
  const cap = font.capHeight;

  if (!hyphenationLoaded()) {
    // Without the patterns a note would break its lines differently from the same note elsewhere.
    throw new Error(
      'Hyphenation patterns are not loaded: get the font with loadStrokeFont (or await loadHyphenation())',
    );
  }
  const measured = analyse(input.text, font, seed, v, n, {
    minLetterHeightMm: min,
    connected: CONNECTED_STYLES[input.style],
    wordGap: WORD_GAP[input.style],
    tracking: TRACKING[input.style],
  });
  const geo = geometry(font, v, n, measured);
  const { h, lines, overflow, text, tiltScale } = layOut(measured, geo, seed, n, {
    area,
    style: input.style,
    min,
    max,
    keepLines: input.keepLines ?? false,
    rules: input.rules,
  });

  const strokes: Polyline[] = [];
  const maxX = Math.floor(area.width * 100) / 100;
  const maxY = Math.floor(area.height * 100) / 100;
  const noteSlant = v.noteSlantDeg * n * signedRandom(seed, 0, CH.noteSlant);
  const wobble = v.wobble * n * h;
  const wavelength = v.wobbleWavelength * h;
  let strokeIndex = 0;

  for (const line of lines) {
    // Baselines come from the layout (headroom for the ink on the lines, or the card's rules).
    const baseline = line.baseline;
    // Lines that do not fit the area are reported through `overflow`, not drawn outside it.
    if (!line.drawn) break;
    const lineScale = (h / cap) * (1 + v.lineSize * n * signedRandom(seed, line.index, CH.lineSize));
    // On rules the line follows its rule: only a fraction of the tilt (`tiltScale`).
    const tilt = tiltScale * Math.tan(v.lineTiltDeg * n * DEG * signedRandom(seed, line.index, CH.lineTilt));
    let x = line.startX;
    for (let i = line.start; i < line.end; i++) {
      const glyph = text.glyphs[i];
      const scale = lineScale * text.size[i]!;
      if (glyph && glyph.strokes.length > 0) {
        const shear = Math.tan(
          (noteSlant + v.letterSlantDeg * n * signedRandom(seed, i, CH.letterSlant)) * DEG,
        );
        const drift =
          tilt * (x - line.startX) +
          v.baselineWander * n * h * smoothNoise(seed, CH.baselineWander, line.index * 97 + x / (3 * h)) +
          v.letterBaseline * n * h * signedRandom(seed, i, CH.letterBaseline);
        const y0 = baseline + drift;
        for (const src of glyph.strokes) {
          const out: Point[] = [];
          let length = 0;
          let px = 0;
          let py = 0;
          const phase = strokeIndex++ * 7.31;
          // Wobble: smooth noise along the stroke's length. The two knots around the current position are
          // kept while the pen moves between them (several points per knot), saving most of the hashing.
          let knot = Number.NaN;
          let ax = 0;
          let bx = 0;
          let ay = 0;
          let by = 0;
          for (let k = 0; k < src.length; k += 2) {
            const u = src[k]!;
            const w = src[k + 1]!;
            let gx = x + (u + w * shear) * scale;
            let gy = y0 - w * scale;
            if (k > 0) {
              const dx = gx - px;
              const dy = gy - py;
              length += Math.sqrt(dx * dx + dy * dy);
            }
            px = gx;
            py = gy;
            if (wobble > 0) {
              const t = phase + length / wavelength;
              const ti = Math.floor(t);
              if (ti !== knot) {
                knot = ti;
                ax = signedRandom(seed, ti, CH.wobbleX);
                bx = signedRandom(seed, ti + 1, CH.wobbleX);
                ay = signedRandom(seed, ti, CH.wobbleY);
                by = signedRandom(seed, ti + 1, CH.wobbleY);
              }
              const f = t - ti;
              const smooth = f * f * (3 - 2 * f);
              gx += wobble * (ax + (bx - ax) * smooth);
              gy += wobble * (ay + (by - ay) * smooth);
            }
            const rx = Math.min(maxX, Math.max(0, round2(gx)));
            const ry = Math.min(maxY, Math.max(0, round2(gy)));
            const last = out[out.length - 1];
            if (last && last[0] === rx && last[1] === ry) continue;
            out.push([rx, ry]);
          }
          // A stroke that rounds to one point is a dot: the pen still touches down there.
          if (out.length === 1) out.push(out[0]!);
          strokes.push(out);
        }
      }
      x += text.width[i]! * lineScale;
    }
  }

  return {
    ...penStrokes(strokes, { lines, text, font, letterHeightMm: h, join: input.joinStrokes }),
    lines: lines.map((l) => text.chars.slice(l.start, l.end).join('')),
    letterHeightMm: h,
    overflow,
    missingCharacters: text.missing,
    area: { width: area.width, height: area.height },
  };
}
