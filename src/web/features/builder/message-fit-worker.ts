import { loadHyphenation } from '../../../shared/handwriting/hyphenation';
import type { HandwritingStyle } from '../../../shared/handwriting/styles';
import type { StrokeFont } from '../../../shared/handwriting/types';
import { type MessageFit, type MessageFitInput, measureMessageFit } from '../../../shared/message-fit';

export interface FitRequest {
  id: number;
  input: MessageFitInput;
  /** Sent with the first request of each style; the worker keeps it for the next ones. */
  font?: StrokeFont;
}

/** The measure, or null when it could not be made. */
export interface FitAnswer {
  id: number;
  fit: MessageFit | null;
}

const fonts = new Map<HandwritingStyle, StrokeFont>();

/** Measures the builder's message off the main thread (about ten renders of the note), so typing stays smooth. */
self.onmessage = async (event: MessageEvent<FitRequest>) => {
  const { id, input, font } = event.data;
  try {
    if (font) fonts.set(input.style, font);
    const known = fonts.get(input.style);
    if (!known) throw new Error(`No font for ${input.style}`);
    // The renderer's hyphenation patterns, loaded in this worker as `loadStrokeFont` loads them in the page.
    await loadHyphenation();
    self.postMessage({ id, fit: measureMessageFit(input, known) } satisfies FitAnswer);
  } catch {
    self.postMessage({ id, fit: null } satisfies FitAnswer);
  }
};
