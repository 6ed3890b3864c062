/**
 * The seeded two-sided backs as the pen writes on them (issue 23 §4): every point of every proof lies in the
 * back's writing areas, 1.5 mm or more from what the card prints, the address inside the USPS OCR read area
 * with city, state and ZIP on its last line, and the writing on the printed rules.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_READ_AREA,
  backLayoutProblems,
  pointDistance,
  ruledBaselines,
  type TBackLayout,
  type TWritingArea,
} from '../../shared/back-layout';
import { loadStrokeFont } from '../../shared/handwriting/load-font';
import { HANDWRITING_STYLES, type HandwritingStyle } from '../../shared/handwriting/styles';
import type { Polyline, RenderedNote, StrokeFont } from '../../shared/handwriting/types';
import type { MergeContact } from '../../shared/merge-fields';
import { addressLines, type Proof, type ProofInput, renderProof } from '../../shared/proof-render';
import { BARCODE_CLEAR_ZONE, PRINTED_CLEARANCE_MM, type Rect } from '../../shared/stationery';
import { SEED_ART_MANIFEST, type TSeedArtTemplate, ZSeedArtManifestSchema } from './seed-art-manifest';

const manifest = ZSeedArtManifestSchema.parse(
  JSON.parse(fs.readFileSync(new URL(`./seed-art/${SEED_ART_MANIFEST}`, import.meta.url), 'utf8')),
);
const backs = manifest.templates.filter(
  (t): t is TSeedArtTemplate & { backLayout: TBackLayout } => t.backLayout !== null,
);

const fonts = new Map<HandwritingStyle, StrokeFont>();
beforeAll(async () => {
  for (const style of HANDWRITING_STYLES) fonts.set(style, await loadStrokeFont(style));
});

const MESSAGE =
  'Hi {{first_name}},\n\nThank you so much for choosing us again this year. It was a real pleasure to work with you and your family, and we truly appreciate the trust you put in our team. If there is ever anything we can do for you, please call us any time.\n\nWarm regards, Dana';

const RECIPIENTS: MergeContact[] = [
  {
    name: 'Bartholomew Fitzgerald-Whitmore III',
    address: '1234 North Martin Luther King Jr Boulevard Apt 1205',
    city: 'Rancho Santa Margarita',
    state: 'CA',
    zipCode: '92688-1234',
    customFields: { first_name: 'Bartholomew' },
  },
  {
    name: 'Dr. María Guadalupe Hernández-Villanueva',
    address: '9870 West Commonwealth Avenue',
    address2: 'Building C, Suite 2104',
    city: 'Winston-Salem',
    state: 'NC',
    zipCode: '27101',
    customFields: { first_name: 'María' },
  },
  {
    name: 'Zoë Ångström',
    address: '1 Elm St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02134',
    customFields: { first_name: 'Émile' },
  },
  {
    name: 'The Honorable Christopher Alexander Montgomery-Blackwood',
    address: '45 Old Mill Road',
    city: 'North Chesterfield',
    state: 'VA',
    zipCode: '23235',
    customFields: { first_name: 'Christopher' },
  },
];

/**
 * Proofs by their writing areas: templates with the same band placement share their areas, so each distinct
 * (areas, style, recipient) is rendered once and its points checked against every template that uses it.
 */
const proofs = new Map<string, Proof>();
function proofOn(layout: TBackLayout, input: Omit<ProofInput, 'layout'>): Proof {
  const key = JSON.stringify([layout.message, layout.address, input]);
  let proof = proofs.get(key);
  if (!proof) {
    proof = renderProof({ ...input, layout }, fonts.get(input.style)!);
    proofs.set(key, proof);
  }
  return proof;
}

/** Rendering several hundred notes takes a while when other work keeps both cores busy. */
const SLOW = 180_000;

/** Points the pen draws in a note. */
const note = (rendered: RenderedNote) => rendered.strokes.reduce((n, stroke) => n + stroke.length, 0);

const onCard = (note: RenderedNote, area: TWritingArea): Polyline[] =>
  note.strokes.map((stroke) => stroke.map(([x, y]) => [x + area.rect.x, y + area.rect.y] as const));

const inside = (x: number, y: number, r: Rect, e = 0.006) =>
  x >= r.x - e && x <= r.x + r.width + e && y >= r.y - e && y <= r.y + r.height + e;

describe('seeded two-sided backs', () => {
  it('each of the 12 two-sided templates carries a layout that passes the rules', () => {
    expect(backs).toHaveLength(12);
    expect(manifest.templates.filter((t) => t.twoSided)).toHaveLength(12);
    for (const t of backs) {
      expect(backLayoutProblems(t.backLayout), t.name).toEqual([]);
      expect(t.backLayout.message.ruling, t.name).not.toBeNull();
      const kinds = new Set(t.backLayout.printed.map((e) => e.kind));
      for (const kind of ['header', 'rule', 'stamp-box', 'footer', 'band', 'divider'] as const)
        expect(kinds.has(kind), `${t.name}: ${kind}`).toBe(true);
      expect(kinds.has('return-address'), t.name).toBe(t.addressEnabled);
      expect(kinds.has('logo'), t.name).toBe(t.logoEnabled);
      // Nothing printed in the barcode clear zone.
      for (const e of t.backLayout.printed) {
        const r = e.rect;
        const clear =
          r.x + r.width <= BARCODE_CLEAR_ZONE.x + 0.005 || r.y + r.height <= BARCODE_CLEAR_ZONE.y + 0.005;
        expect(clear, `${t.name}: ${e.kind}`).toBe(true);
      }
      // Message rules at a pitch a person writes on.
      expect(t.backLayout.message.ruling!.pitchMm, t.name).toBeGreaterThanOrEqual(8);
      expect(t.backLayout.message.ruling!.pitchMm, t.name).toBeLessThanOrEqual(9);
    }
  });

  it('the return-address block has room for a full address: its zone wraps long details', () => {
    for (const t of backs) {
      const contact = t.zones?.back?.contact;
      expect(contact?.maxRows, t.name).toBeGreaterThanOrEqual(contact!.maxLines + 1);
      const block = t.backLayout.printed.find((e) => e.kind === 'return-address' || e.kind === 'contact')!;
      // The zone's last row sits inside the recorded block (artwork units: 0.254 mm).
      const lastBaseline = (contact!.y + (contact!.maxRows! - 1) * contact!.lineHeight) * 0.254;
      expect(lastBaseline, t.name).toBeLessThan(block.rect.y + block.rect.height);
    }
  });

  it(
    'every pen point of every proof lies in a writing area, 1.5 mm from every printed element',
    () => {
      for (const t of backs) {
        const layout = t.backLayout;
        const printed = layout.printed.filter((e) => e.kind !== 'rule');
        for (const style of HANDWRITING_STYLES) {
          for (const [i, contact] of RECIPIENTS.entries()) {
            const proof = proofOn(layout, {
              message: MESSAGE,
              contact,
              style,
              naturalness: 0.6,
              seed: `seed:${i}`,
            });
            const label = `${t.name}, ${style}, ${contact.name}`;
            const notes = [
              [proof.message, layout.message],
              [proof.address, layout.address],
            ] as const;
            // Points are checked by hand and the faults listed (an expect per point would take minutes).
            const faults: string[] = [];
            for (const [note, area] of notes) {
              for (const [x, y] of onCard(note, area).flat()) {
                if (!inside(x, y, area.rect)) faults.push(`${x},${y} outside its area`);
                if (inside(x, y, BARCODE_CLEAR_ZONE, -0.001))
                  faults.push(`${x},${y} in the barcode clear zone`);
                for (const element of printed) {
                  const gap = pointDistance(x, y, element.rect);
                  if (gap < PRINTED_CLEARANCE_MM)
                    faults.push(`${x},${y} is ${gap} mm from the ${element.kind}`);
                }
              }
            }
            // The address lies wholly in the OCR read area, city, state and ZIP on its last line.
            for (const [x, y] of onCard(proof.address, layout.address).flat())
              if (!inside(x, y, ADDRESS_READ_AREA, 0))
                faults.push(`${x},${y}: address outside the read area`);
            expect(faults.slice(0, 5), label).toEqual([]);
            expect(note(proof.message), label).toBeGreaterThan(50);
            expect(proof.address.overflow, label).toBe(false);
            expect(proof.address.lines.at(-1), label).toBe(addressLines(contact).at(-1));
            // A wrap never leaves one word alone on a line ("III", "Boulevard"), unless the typed line is one word
            // (a double-barrelled name counts as its two names).
            const typed = addressLines(contact);
            for (const line of proof.address.lines)
              if (line.trim().split(/[\s-]+/).length < 2)
                expect(typed, `${label}: "${line}" alone`).toContain(line.trim());
          }
        }
      }
    },
    SLOW,
  );

  it(
    'writes on the rules: every line of writing sits on a printed rule, one line per rule',
    () => {
      // Words without descenders (no commas, no f: a script f descends): each line's lowest ink is its baseline.
      const message =
        'Hi Anna thank me a whole lot more than the nice note about our recent hire to all the others at home and in the hall at noon';
      for (const t of backs) {
        for (const area of ['message', 'address'] as const) {
          const writing = t.backLayout[area];
          const rules = ruledBaselines(writing);
          const pitch = writing.ruling!.pitchMm;
          for (const style of HANDWRITING_STYLES) {
            for (const naturalness of [0, 0.6]) {
              const proof = proofOn(t.backLayout, {
                message,
                contact: { name: 'Rita Morton', address: '10 Elm Street', city: 'Boston' },
                style,
                naturalness,
                seed: 'rules',
              });
              const note = proof[area];
              const label = `${t.name} ${area}, ${style} at ${naturalness}`;
              const tolerance = naturalness === 0 ? 0.5 : 0.9;
              const bottoms = new Map<number, number[]>();
              for (const stroke of onCard(note, writing)) {
                const bottom = Math.max(...stroke.map(([, y]) => y));
                // The rule this stroke's line sits on: the first rule at most a quarter pitch above its lowest
                // point (a swash may dip a little below the baseline; dots and bars sit above it).
                const rule = rules.find((r) => r >= bottom - pitch / 4);
                expect(rule, `${label}: ink below the last rule`).toBeDefined();
                bottoms.set(rule!, [...(bottoms.get(rule!) ?? []), bottom]);
              }
              // One rule per written line, and each line's baseline on its rule: the lower half of its strokes
              // end on the baseline (letters without descenders), so their median is where the line sits.
              expect(bottoms.size, label).toBe(note.lines.filter((l) => l.trim() !== '').length);
              for (const [rule, list] of bottoms) {
                const low = [...list].sort((a, b) => b - a).slice(0, Math.ceil(list.length / 2));
                const baseline = low[Math.floor(low.length / 2)]!;
                expect(
                  Math.abs(baseline - rule),
                  `${label}: a line ${baseline - rule} mm off its rule`,
                ).toBeLessThanOrEqual(tolerance);
              }
            }
          }
        }
      }
    },
    SLOW,
  );
});
