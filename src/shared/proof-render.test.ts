import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BACK_LAYOUT } from './back-layout';
import { loadStrokeFont } from './handwriting/load-font';
import type { StrokeFont } from './handwriting/types';
import { addressLines, blankFields, renderProof } from './proof-render';
import { blockedNotesMessage, isBlocked, nameRecipients } from './proofs';

let font: StrokeFont;
beforeAll(async () => {
  font = await loadStrokeFont('professional');
});

const ann = { name: 'Ann Lee', address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02134' };
const proof = (message: string, contact: object = ann, naturalness = 0.5) =>
  renderProof(
    { message, contact, style: 'professional', naturalness, seed: 'c:1', layout: DEFAULT_BACK_LAYOUT },
    font,
  );

describe('a recipient proof', () => {
  it('writes the address block as name, street and "City, ST ZIP"', () => {
    expect(addressLines({ ...ann, address2: ' Apt 4 ' })).toEqual([
      'Ann Lee',
      '1 Main St',
      'Apt 4',
      'Boston, MA 02134',
    ]);
    expect(proof('Hi').address.lines).toEqual(['Ann Lee', '1 Main St', 'Boston, MA 02134']);
  });

  it('reports a merge field left blank, unless a fallback fills it', () => {
    expect(blankFields('Hi {{company}} {{first_name}} {{title|friend}}', ann)).toEqual(['company']);
    expect(proof('Dear {{company}},').warnings).toEqual([
      {
        code: 'blank_field',
        message: '{{company}} is blank for this recipient, so the note reads with a gap.',
      },
    ]);
  });

  it('blocks characters the pen cannot write and text that does not fit', () => {
    const emoji = proof('Thanks 🎉');
    expect(emoji.warnings.map((w) => w.code)).toEqual(['unwritable_character']);
    expect(isBlocked(emoji.warnings)).toBe(true);
    const long = proof('word '.repeat(600));
    expect(long.warnings.map((w) => w.code)).toEqual(['overflow']);
    expect(isBlocked(proof('Dear {{company}},').warnings)).toBe(false);
  });

  it('scales the variation with naturalness', () => {
    expect(proof('Thank you', ann, 0).message.strokes).not.toEqual(
      proof('Thank you', ann, 1).message.strokes,
    );
  });

  it('names the first recipients and counts the rest', () => {
    expect(nameRecipients(['A'])).toBe('A');
    expect(nameRecipients(['A', 'B'])).toBe('A and B');
    expect(nameRecipients(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
    expect(nameRecipients(['x'.repeat(60)])).toBe(`${'x'.repeat(39)}…`);
    expect(blockedNotesMessage([{ name: 'A', warnings: proof('🎉').warnings }])).toBe(
      '1 note cannot be written (characters the pen cannot write): A. Fix your message or CSV and upload it again.',
    );
  });
});
