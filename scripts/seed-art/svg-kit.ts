/**
 * Small building blocks for the seed postcard artwork (7 × 5 in, viewBox 0 0 700 500).
 * Everything returns plain SVG markup strings; nothing here references external resources.
 */

import type { ZoneRecorder } from './zones';

export const SERIF = "Georgia,'Times New Roman',serif";
export const SANS = "'Helvetica Neue',Helvetica,Arial,sans-serif";

/** Colours a design is painted with; re-colouring a design means passing another palette. */
export interface Palette {
  /** Variant name shown to customers, e.g. 'Navy'. */
  name: string;
  /** The dominant colour (also the variant swatch). */
  primary: string;
  secondary: string;
  accent: string;
  /** Light background tone. */
  paper: string;
}

/** Prefixes local ids so several SVGs can be inlined in one page without clashes. */
export type Ids = (local: string) => string;

export function idScope(prefix: string): Ids {
  return (local) => `${prefix}-${local}`;
}

export const ref = (id: string): string => `url(#${id})`;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps content in the postcard root element. */
export function postcard(label: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 500" role="img" aria-label="${esc(label)}">${content}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend of two #rrggbb colours (t = 0 → a, t = 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const tint = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const shade = (hex: string, t: number): string => mix(hex, '#000000', t);

// ---------------------------------------------------------------------------------------------
// Deterministic randomness (scatter confetti, snow, leaves identically on every build)
// ---------------------------------------------------------------------------------------------

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number): number => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

export interface TextOptions {
  size: number;
  fill: string;
  family?: 'serif' | 'sans';
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  italic?: boolean;
  opacity?: number;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${o.family === 'sans' ? SANS : SERIF}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill}"`,
  ];
  if (o.weight) attrs.push(`font-weight="${o.weight}"`);
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (o.spacing) attrs.push(`letter-spacing="${o.spacing}"`);
  if (o.italic) attrs.push('font-style="italic"');
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

/** Lines of text set one under another, `leading` apart, in one style: a short paragraph. */
export function textLines(
  x: number,
  y: number,
  leading: number,
  lines: readonly string[],
  o: TextOptions,
): string {
  return lines.map((content, i) => text(x, y + i * leading, content, o)).join('');
}

/** Small-caps style label: sans, spaced capitals. */
export function label(
  x: number,
  y: number,
  content: string,
  fill: string,
  size = 13,
  anchor: TextOptions['anchor'] = 'start',
): string {
  return text(x, y, content.toUpperCase(), {
    size,
    fill,
    family: 'sans',
    weight: 600,
    spacing: size * 0.28,
    anchor,
  });
}

// ---------------------------------------------------------------------------------------------
// Paint servers
// ---------------------------------------------------------------------------------------------

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

export function dotPattern(id: string, color: string, gap: number, radius: number, opacity = 1): string {
  return `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="${radius}" fill="${color}" fill-opacity="${opacity}"/></pattern>`;
}

export function stripePattern(
  id: string,
  color: string,
  gap: number,
  width: number,
  angle: number,
  opacity = 1,
): string {
  return `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${width}" height="${gap}" fill="${color}" fill-opacity="${opacity}"/></pattern>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra = '',
): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;

export const group = (transform: string, content: string, extra = ''): string =>
  `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${content}</g>`;

/** What a front-artwork function receives. */
export interface FrontContext {
  p: Palette;
  id: Ids;
  /** Whether the template shows a logo placeholder. */
  logo: boolean;
  /** Where the customer's logo and contact details go (the art draws no placeholders). */
  zones: ZoneRecorder;
}

export type FrontArt = (ctx: FrontContext) => string;
