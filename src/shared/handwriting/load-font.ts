import { loadHyphenation } from './hyphenation';
import { parseStrokeFont } from './stroke-font';
import type { HandwritingStyle } from './styles';
import type { StrokeFont, StrokeFontData } from './types';

/*
 * One literal dynamic import per style, so bundlers emit one chunk per font and a browser downloads only the
 * styles it shows; Node resolves the same imports from disk.
 */
const IMPORTERS: Record<HandwritingStyle, () => Promise<{ default: unknown }>> = {
  professional: () => import('./fonts/professional.json'),
  casual: () => import('./fonts/casual.json'),
  elegant: () => import('./fonts/elegant.json'),
  modern: () => import('./fonts/modern.json'),
  premium: () => import('./fonts/premium.json'),
};

const cache = new Map<HandwritingStyle, Promise<StrokeFont>>();

export function loadStrokeFont(style: HandwritingStyle): Promise<StrokeFont> {
  let font = cache.get(style);
  if (!font) {
    // The hyphenation patterns come with the first font: every renderer caller awaits a font first.
    font = Promise.all([IMPORTERS[style](), loadHyphenation()]).then(([mod]) =>
      parseStrokeFont(style, mod.default as StrokeFontData),
    );
    // A failed download may succeed later (the browser went offline for a moment): do not cache the failure.
    font.catch(() => cache.delete(style));
    cache.set(style, font);
  }
  return font;
}
