/** The part of opentype.js (which ships no types) that the font converter uses. */
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
  }
  export interface GlyphComponent {
    glyphIndex: number;
    dx: number;
    dy: number;
  }
  export interface Glyph {
    index: number;
    name: string | null;
    unicode?: number;
    unicodes: number[];
    advanceWidth: number;
    /** Font units, y up. */
    path: Path;
    isComposite?: boolean;
    components?: GlyphComponent[];
    getPath(x?: number, y?: number, fontSize?: number): Path;
  }
  export interface GsubSubtable {
    substFormat: number;
    coverage?: unknown;
    deltaGlyphId?: number;
    substitute?: number[];
    alternateSets?: number[][];
    [key: string]: unknown;
  }
  export interface GsubTable {
    features: { tag: string; feature: { lookupListIndexes: number[] } }[];
    lookups: { lookupType: number; subtables: GsubSubtable[] }[];
  }
  export interface Font {
    tables: { gsub?: GsubTable; [name: string]: unknown };
    unitsPerEm: number;
    ascender: number;
    descender: number;
    /** Name records per platform (`windows`, `macintosh`, `unicode`), each by name id then language. */
    names: Record<string, Record<string, Record<string, string> | undefined> | undefined>;
    glyphs: { length: number; get(index: number): Glyph };
    charToGlyphIndex(char: string): number;
    charToGlyph(char: string): Glyph;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
