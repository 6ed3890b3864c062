/** The alternate letter forms an OpenType font offers (`a.ss01`…), read from its GSUB table. */
import type { Font } from 'opentype.js';

/**
 * Alternate forms per glyph from the font's GSUB table: every glyph a single or alternate substitution of the
 * given features (followed through their contextual lookups) can put in its place, in glyph order.
 */
export function gsubAlternates(font: Font, features: readonly string[]): Map<number, number[]> {
  const out = new Map<number, Set<number>>();
  const gsub = font.tables.gsub;
  if (!gsub || features.length === 0) return new Map();
  const seen = new Set<number>();
  const visit = (index: number) => {
    if (seen.has(index)) return;
    seen.add(index);
    const lookup = gsub.lookups[index];
    if (!lookup) return;
    for (const sub of lookup.subtables) {
      // Contextual lookups name the lookups they apply: follow them.
      for (const record of findLookupRecords(sub)) visit(record);
      if (lookup.lookupType !== 1 && lookup.lookupType !== 3) continue;
      const covered = coverageGlyphs(sub.coverage);
      covered.forEach((glyph, k) => {
        const targets =
          lookup.lookupType === 3
            ? ((sub.alternateSets as number[][] | undefined)?.[k] ?? [])
            : sub.substFormat === 1
              ? [glyph + (sub.deltaGlyphId as number)]
              : [(sub.substitute as number[])[k]!];
        const set = out.get(glyph) ?? new Set<number>();
        for (const t of targets) if (t !== glyph) set.add(t);
        out.set(glyph, set);
      });
    }
  };
  for (const f of gsub.features)
    if (features.includes(f.tag)) for (const i of f.feature.lookupListIndexes) visit(i);
  return new Map([...out].map(([g, set]) => [g, [...set].sort((a, b) => a - b)]));
}

function coverageGlyphs(coverage: unknown): number[] {
  const c = coverage as { format: number; glyphs?: number[]; ranges?: { start: number; end: number }[] };
  if (!c) return [];
  if (c.format === 1) return c.glyphs ?? [];
  const out: number[] = [];
  for (const r of c.ranges ?? []) for (let g = r.start; g <= r.end; g++) out.push(g);
  return out;
}

function findLookupRecords(node: unknown, depth = 0): number[] {
  if (!node || typeof node !== 'object' || depth > 6) return [];
  const out: number[] = [];
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'lookupRecords' && Array.isArray(value))
      for (const r of value as { lookupListIndex: number }[]) out.push(r.lookupListIndex);
    else if (typeof value === 'object') out.push(...findLookupRecords(value, depth + 1));
  }
  return out;
}
