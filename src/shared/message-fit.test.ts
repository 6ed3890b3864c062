import { beforeAll, describe, expect, it } from 'vitest';
import { PARAGRAPHS, prose } from '../../tests/fixtures/card-prose';
import { DEFAULT_BACK_LAYOUT, type TBackLayout } from './back-layout';
import { loadStrokeFont } from './handwriting/load-font';
import { DEFAULT_NATURALNESS, type HandwritingStyle } from './handwriting/styles';
import type { StrokeFont } from './handwriting/types';
import { DEFAULT_MESSAGE, type MergeContact } from './merge-fields';
import {
  FIT_MESSAGES,
  FIT_SEEDS,
  LONG_SAMPLE_CONTACT,
  longestRecipient,
  measureMessageFit,
  messageFits,
} from './message-fit';
import { mergedMessage, writeMessage } from './proof-render';

// Rendering a full card takes a while when other work keeps the cores busy.
const SLOW = 60_000;

const fonts = {} as Record<HandwritingStyle, StrokeFont>;
beforeAll(async () => {
  for (const style of ['casual', 'premium'] as const) fonts[style] = await loadStrokeFont(style);
}, SLOW);

function fitOf(message: string, style: HandwritingStyle = 'casual', contacts?: MergeContact[]) {
  const input = {
    message,
    style,
    naturalness: DEFAULT_NATURALNESS[style],
    layout: DEFAULT_BACK_LAYOUT as TBackLayout,
    contacts,
  };
  return { measured: measureMessageFit(input, fonts[style]), fits: messageFits(input, fonts[style]) };
}

describe('the message fit rule', () => {
  it(
    'passes a message that fits, with the room left and the share used',
    () => {
      const { measured, fits } = fitOf(DEFAULT_MESSAGE);
      expect(fits).toBe(true);
      expect(measured.fits).toBe(true);
      expect(measured.limitedBy).toBe('card');
      expect(measured.room).toBeGreaterThan(100);
      expect(measured.used).toBeGreaterThan(0.1);
      expect(measured.used).toBeLessThan(0.8);
      expect(FIT_MESSAGES.fits(measured)).toMatch(/^Fits the card, with about \d+ characters to spare\.$/);
      // The default message greets {{first_name}}: it was checked with the long sample's first name.
      expect(measured.sample).toBe(true);
      expect(measured.values).toEqual([{ field: 'first_name', value: 'Christopher' }]);
    },
    SLOW,
  );

  it(
    'refuses one that does not fit, saying by how much and what to do',
    () => {
      expect(PARAGRAPHS.length).toBeLessThanOrEqual(600);
      const { measured, fits } = fitOf(PARAGRAPHS);
      expect(fits).toBe(false);
      expect(measured.fits).toBe(false);
      expect(measured.room).toBeLessThan(0);
      expect(measured.used).toBeGreaterThan(1);
      const said = FIT_MESSAGES.doesNotFit(measured, 'casual');
      expect(said).toMatch(
        /^Your message does not fit on the card in Casual Notes, even in the smallest handwriting\. Shorten it by about \d+ characters or remove a blank line/,
      );
      // What it says to cut is enough: the message without that many characters at its end fits.
      const cut = Array.from(PARAGRAPHS).slice(0, measured.room).join('');
      expect(fitOf(cut).fits).toBe(true);
    },
    SLOW,
  );

  it(
    'counts paragraph breaks: the same words fit on fewer lines',
    () => {
      const flat = PARAGRAPHS.replace(/\n\n/g, ' ');
      expect(fitOf(PARAGRAPHS).measured).toMatchObject({ fits: false, paragraphBreaks: true });
      expect(fitOf(flat).measured).toMatchObject({ fits: true, paragraphBreaks: false });
    },
    SLOW,
  );

  it(
    'is decided by the recipient with the longest merged message',
    () => {
      const message = `Dear {{company}},\n\n${prose(350)}`;
      const short = { name: 'Ann Lee', customFields: { company: 'Acme' } };
      const long = { name: 'Bo Chan', customFields: { company: prose(450) } };
      expect(longestRecipient(message, [short, long])).toBe(long);
      expect(longestRecipient(message, [long, short])).toBe(long);
      expect(longestRecipient(message, [])).toBe(LONG_SAMPLE_CONTACT);
      expect(fitOf(message, 'casual', [short]).fits).toBe(true);
      const both = fitOf(message, 'casual', [short, long]);
      expect(both.fits).toBe(false);
      expect(both.measured.sample).toBe(false);
      expect(FIT_MESSAGES.doesNotFit(both.measured, 'casual')).toContain(
        "with the longest recipient's values, such as",
      );
    },
    SLOW,
  );

  it(
    'is the note check itself: fits exactly when the pen writes the merged message without overflow',
    () => {
      for (const message of [DEFAULT_MESSAGE, PARAGRAPHS]) {
        const text = mergedMessage(message, LONG_SAMPLE_CONTACT);
        const overflows = FIT_SEEDS.some(
          (seed) =>
            writeMessage(
              text,
              {
                style: 'casual',
                seed,
                naturalness: DEFAULT_NATURALNESS.casual,
                layout: DEFAULT_BACK_LAYOUT,
              },
              fonts.casual,
            ).overflow,
        );
        expect(fitOf(message).fits).toBe(!overflows);
      }
    },
    SLOW,
  );

  it(
    'says when the 600-character maximum comes before the card is full',
    () => {
      const measured = fitOf(prose(590), 'premium').measured;
      expect(measured).toMatchObject({ fits: true, limitedBy: 'characters', room: 10 });
      expect(FIT_MESSAGES.fits(measured)).toBe(
        'Fits the card, with 10 characters to spare before the 600-character maximum.',
      );
    },
    SLOW,
  );
});
