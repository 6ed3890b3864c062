/**
 * Reads an SVG font file (as shipped in the `hersheytext` package): the font-face metrics, each glyph's
 * advance and its single-stroke path data, and the licence notes in `<metadata>`. A regular-expression reader
 * is enough: the files are machine-written, one `<glyph … />` element per line.
 */
export interface SvgGlyph {
  advance: number;
  d: string;
}

export interface SvgFont {
  family: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  defaultAdvance: number;
  metadata: string;
  glyphs: Map<string, SvgGlyph>;
}

const ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return ENTITIES[body] ?? whole;
  });
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]!] = m[2]!;
  return attrs;
}

function numberAttr(attrs: Record<string, string>, name: string): number {
  const value = Number(attrs[name]);
  if (!Number.isFinite(value)) throw new Error(`SVG font: missing numeric attribute ${name}`);
  return value;
}

export function parseSvgFont(source: string): SvgFont {
  const fontTag = /<font\s([^>]*)>/.exec(source);
  const faceTag = /<font-face\s([^>]*?)\/>/.exec(source);
  if (!fontTag || !faceTag) throw new Error('SVG font: no <font> or <font-face> element');
  const font = attributes(fontTag[1]!);
  const face = attributes(faceTag[1]!);
  const defaultAdvance = numberAttr(font, 'horiz-adv-x');
  const glyphs = new Map<string, SvgGlyph>();
  for (const m of source.matchAll(/<glyph\s([^>]*?)\/>/g)) {
    const attrs = attributes(m[1]!);
    if (attrs.unicode === undefined) continue;
    const char = decodeEntities(attrs.unicode);
    // Ligatures (several characters per glyph) are not used: the renderer writes letter by letter.
    if ([...char].length !== 1 || glyphs.has(char)) continue;
    glyphs.set(char, {
      advance: attrs['horiz-adv-x'] === undefined ? defaultAdvance : numberAttr(attrs, 'horiz-adv-x'),
      d: attrs.d ?? '',
    });
  }
  return {
    family: face['font-family'] ?? 'unknown',
    unitsPerEm: numberAttr(face, 'units-per-em'),
    ascent: numberAttr(face, 'ascent'),
    descent: numberAttr(face, 'descent'),
    defaultAdvance,
    metadata: /<metadata>([\s\S]*?)<\/metadata>/.exec(source)?.[1]?.trim() ?? '',
    glyphs,
  };
}
