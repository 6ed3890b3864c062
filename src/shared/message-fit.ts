/**
 * One limit the customer can see (issue 23 §6): whether a message fits its card's message area in the chosen
 * handwriting, and how much room is left. The verdict is the note check's own: the message is written with the
 * one renderer exactly as a proof writes it (`writeMessage` in proof-render.ts) and fits when it does not
 * overflow. The builder's meter, the server's refusal at creation and edit, and the upload's check of the
 * longest recipient all ask this rule, so a message that is accepted is never refused later for its length.
 *
 * Which recipient's words are written: the longest merged message among `contacts` (the upload's recipients);
 * before there are recipients, `LONG_SAMPLE_CONTACT`, long but plausible values for every merge field.
 * A note's seeded variation moves line breaks a little, so the message is written with `FIT_SEEDS` (three
 * recipients' worth of variation) and fits only when it fits with each.
 */
import type { TBackLayout } from './back-layout';
import { HANDWRITING_STYLE_INFO, type HandwritingStyle } from './handwriting/styles';
import type { StrokeFont } from './handwriting/types';
import {
  fieldValue,
  listMergeFields,
  MERGE_FIELDS,
  MESSAGE_LIMIT,
  type MergeContact,
  messageLength,
} from './merge-fields';
import { mergedMessage, writeMessage } from './proof-render';

/** The variations a message is written with before it is called a fit (any fixed strings; never change lightly). */
export const FIT_SEEDS = ['message-fit:1', 'message-fit:2', 'message-fit:3'] as const;

/** Longer than most recipients' values, still plausible: what the builder and the server check a message with. */
const LONG_VALUES: Record<string, string> = {
  first_name: 'Christopher',
  last_name: 'Montgomery',
  email: 'christopher@brightsmiledental.com',
  phone: '(555) 123-4567',
  company: 'Bright Smile Family Dental',
  title: 'Director of Operations',
  website: 'brightsmilefamilydental.com',
  industry: 'Professional Services',
  facebook: 'facebook.com/brightsmiledental',
  instagram: '@brightsmiledental',
  twitter: '@brightsmiledental',
  linkedin: 'linkedin.com/in/cmontgomery',
  tiktok: '@brightsmiledental',
  years: '25',
};

/** The recipient a message is checked with before any are uploaded: a long value in every merge field. */
export const LONG_SAMPLE_CONTACT: MergeContact = {
  name: 'Christopher Montgomery',
  address: '4821 Meadowbrook Lane',
  address2: 'Suite 400',
  city: 'Colorado Springs',
  state: 'CO',
  zipCode: '80903',
  customFields: {
    ...Object.fromEntries(MERGE_FIELDS.map((f) => [f.key, f.sample])),
    ...LONG_VALUES,
    name: 'Christopher Montgomery',
    address: '4821 Meadowbrook Lane',
  },
};

export interface MessageFitInput {
  /** The message as typed, merge fields and all. */
  message: string;
  style: HandwritingStyle;
  naturalness: number;
  /** The campaign's card back (`backLayoutOf`): its message area and rules. */
  layout: TBackLayout;
  /** The recipients whose words are merged in; the longest merged message decides. Default: the long sample. */
  contacts?: readonly MergeContact[];
}

export interface MessageFit {
  fits: boolean;
  /**
   * About how many characters may still be added (≥ 0), or must go (< 0), to the nearest few: the card's room
   * or, when it comes first, the 600-character maximum (`limitedBy`).
   */
  room: number;
  /** Share of the room the message takes: 0 … 1 when it fits, above 1 when it does not. */
  used: number;
  limitedBy: 'card' | 'characters';
  /** The recipient whose merged message decided. */
  contact: MergeContact;
  /** That recipient is `LONG_SAMPLE_CONTACT` (no recipients were given). */
  sample: boolean;
  /** The merge fields the message uses, with the value they were checked with. */
  values: { field: string; value: string }[];
  /** The message has a blank line (a paragraph break), which takes a whole line of the card. */
  paragraphBreaks: boolean;
}

const chars = (text: string) => Array.from(text);

/** The recipient whose merged message is the longest (the first of equals); the long sample without any. */
export function longestRecipient(message: string, contacts?: readonly MergeContact[]): MergeContact {
  if (!contacts || contacts.length === 0) return LONG_SAMPLE_CONTACT;
  let best = contacts[0]!;
  let bestLength = -1;
  for (const contact of contacts) {
    const length = messageLength(mergedMessage(message, contact));
    if (length > bestLength) {
      best = contact;
      bestLength = length;
    }
  }
  return best;
}

type Settings = Pick<MessageFitInput, 'style' | 'naturalness' | 'layout'>;

/**
 * The first of `seeds` with which the text overflows the message area, or null when it fits with each. The
 * seed that overflowed last time goes first, so a text that does not fit usually costs one render.
 */
function overflowingSeed(
  text: string,
  settings: Settings,
  font: StrokeFont,
  seeds: string[] = [...FIT_SEEDS],
): string | null {
  for (const [i, seed] of seeds.entries()) {
    if (writeMessage(text, { ...settings, seed }, font).overflow) {
      seeds.splice(i, 1);
      seeds.unshift(seed);
      return seed;
    }
  }
  return null;
}

/**
 * Whether the message fits for the longest recipient: the server's check at creation and edit (three renders
 * of the message; `measureMessageFit` adds how much room is left).
 */
export function messageFits(input: MessageFitInput, font: StrokeFont): boolean {
  const text = mergedMessage(input.message, longestRecipient(input.message, input.contacts));
  return overflowingSeed(text, input, font) === null;
}

/** Ordinary words the room is measured with: what "N more characters" would be. */
const FILLER = ' and we look forward to seeing you again at the office very soon this spring,';

function filler(count: number): string {
  return chars(FILLER.repeat(Math.ceil(count / FILLER.length) + 1))
    .slice(0, count)
    .join('');
}

/** Searches stop when the answer is known to this many characters: "about 40 characters". */
const RESOLUTION = 5;

/** The largest n in [lo, hi] with ok(n), given ok(lo) and not ok(hi + 1) presumed; to `RESOLUTION`. */
function largest(lo: number, hi: number, ok: (n: number) => boolean): number {
  while (hi - lo > RESOLUTION) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The rule with its measure: fits (as `messageFits`), and about how many characters are left or over, found by
 * writing the message with ordinary words added (or cut from its end) until it stops (or starts) fitting.
 * Around ten renders; the builder runs it off the main thread.
 */
export function measureMessageFit(input: MessageFitInput, font: StrokeFont): MessageFit {
  const contact = longestRecipient(input.message, input.contacts);
  const text = mergedMessage(input.message, contact);
  const length = chars(text).length;
  const base = {
    contact,
    sample: contact === LONG_SAMPLE_CONTACT,
    values: listMergeFields(input.message).map((field) => ({ field, value: fieldValue(contact, field) })),
    paragraphBreaks: /\n[^\S\n]*\n/.test(input.message.trim()),
  };
  const seeds = [...FIT_SEEDS];
  const fitsAll = (candidate: string) => overflowingSeed(candidate.trim(), input, font, seeds) === null;
  if (fitsAll(text)) {
    // Room on the card, up to what the 600-character maximum still allows.
    const allowed = Math.max(0, MESSAGE_LIMIT - messageLength(input.message));
    const fitsWith = (extra: number) => fitsAll(`${text}${filler(extra)}`);
    const limitedBy = allowed === 0 || fitsWith(allowed) ? 'characters' : 'card';
    const room = limitedBy === 'characters' ? allowed : largest(0, allowed - 1, fitsWith);
    return { ...base, fits: true, room, used: length + room === 0 ? 0 : length / (length + room), limitedBy };
  }
  // Over: the longest start of the text that fits.
  const all = chars(text);
  const kept = largest(0, length - 1, (n) => fitsAll(all.slice(0, n).join('')));
  const over = Math.max(1, length - kept);
  return { ...base, fits: false, room: -over, used: length / Math.max(1, kept), limitedBy: 'card' };
}

/** "about 40 characters" (rounded to the search's resolution), or "a few characters". */
export function aboutCharacters(count: number): string {
  const n = Math.abs(count);
  if (n < RESOLUTION) return 'a few characters';
  return `about ${Math.round(n / RESOLUTION) * RESOLUTION} characters`;
}

/** 'long merge values such as “Christopher” for {{first_name}}', or '' when the message uses none. */
export function checkedWith(fit: Pick<MessageFit, 'values' | 'sample'>): string {
  const shown = fit.values.filter((v) => v.value).slice(0, 2);
  if (shown.length === 0) return '';
  const list = shown.map((v) => `“${v.value}” for {{${v.field}}}`).join(' and ');
  return fit.sample ? `long merge values such as ${list}` : `the longest recipient's values, such as ${list}`;
}

/** What to do about a message that does not fit. */
function whatToDo(fit: MessageFit): string {
  const blank = fit.paragraphBreaks ? ' or remove a blank line (each takes a whole line of the card)' : '';
  return `Shorten it by ${aboutCharacters(fit.room)}${blank}.`;
}

export const FIT_MESSAGES = {
  /** The meter's words when the message fits. */
  fits: (fit: MessageFit) =>
    fit.limitedBy === 'characters'
      ? fit.room === 0
        ? `Fits the card. You have reached the ${MESSAGE_LIMIT}-character maximum.`
        : `Fits the card, with ${fit.room} ${fit.room === 1 ? 'character' : 'characters'} to spare before the ${MESSAGE_LIMIT}-character maximum.`
      : fit.room < RESOLUTION
        ? 'Fits the card, with no room to spare.'
        : `Fits the card, with ${aboutCharacters(fit.room)} to spare.`,
  whatToDo,
  /** The refusal's sentence: what does not fit, with what, and what to do. */
  doesNotFit: (fit: MessageFit, style: HandwritingStyle) => {
    const values = checkedWith(fit);
    return `Your message does not fit on the card in ${HANDWRITING_STYLE_INFO[style].name}, even in the smallest handwriting${values ? `, with ${values}` : ''}. ${whatToDo(fit)}`;
  },
} as const;
