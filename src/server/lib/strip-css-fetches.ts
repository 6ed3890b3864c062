import { type CssToken, preprocessCss, tokenizeCss } from './css-tokens';

/**
 * CSS functions that make the browser load something: a URL (`url`, `src`), an image from strings
 * (`image`, `image-set`, `cross-fade`), another element's rendering (`element`) or script (`expression`).
 */
const FETCHING_FUNCTIONS = new Set([
  'url',
  'src',
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
  'element',
  '-moz-element',
  'expression',
]);

/** A reference inside the same SVG (`url(#gradient)`), which gradients, clip paths and filters need. */
const isFragment = (target: string) => target.startsWith('#');

/** A pass that changes nothing any more; more passes than this means input built to defeat it. */
const MAX_PASSES = 4;

/**
 * CSS (a `<style>` sheet, a `style` attribute or a presentation attribute such as `fill`) without anything
 * that loads from elsewhere: every `url()` except `url(#fragment)`, the other fetching functions (replaced by
 * `none`) and `@import` rules (removed). Escapes are read as the browser reads them, so `u\72l(` is a url.
 * Removing a token can join its neighbours into a new one, so passes repeat until nothing changes; artwork
 * that still changes after {@link MAX_PASSES} loses the whole text.
 */
export function stripCssFetches(css: string): string {
  // A fetch needs a literal `(` (escapes cannot make one) or `@`: most attribute values are left untouched.
  if (!/[(@]/.test(css)) return css;
  let text = preprocessCss(css);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const stripped = stripOnce(text);
    if (stripped === text) return text;
    text = stripped;
  }
  return '';
}

function stripOnce(text: string): string {
  const tokens = tokenizeCss(text);
  let out = '';
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (token.type === 'url' || token.type === 'bad-url') {
      out += token.type === 'url' && isFragment(token.value) ? text.slice(token.start, token.end) : 'none';
      i += 1;
    } else if (token.type === 'function' && FETCHING_FUNCTIONS.has(token.value.toLowerCase())) {
      const end = closingParen(tokens, i);
      out += quotedFragment(tokens.slice(i + 1, end)) ? text.slice(token.start, tokens[end]?.end) : 'none';
      i = end + 1;
    } else if (token.type === 'at-keyword' && token.value.toLowerCase() === 'import') {
      i = endOfAtRule(tokens, i) + 1;
    } else {
      out += text.slice(token.start, token.end);
      i += 1;
    }
  }
  return out;
}

/** `url("#id")`: the arguments are one string naming a fragment, with optional whitespace. */
function quotedFragment(args: CssToken[]): boolean {
  const meaningful = args.filter((t) => t.type !== 'whitespace');
  return meaningful.length === 1 && meaningful[0]!.type === 'string' && isFragment(meaningful[0]!.value);
}

/** What closes each opening token; a closer that is not the one expected is an ordinary token (CSS Syntax §5.4.8). */
const MIRROR: Partial<Record<CssToken['type'], CssToken['type']>> = {
  function: ')',
  '(': ')',
  '[': ']',
  '{': '}',
};

/** The index of the token closing the block opened at `open` (or the last token when it is never closed). */
function closingParen(tokens: CssToken[], open: number): number {
  const expected: CssToken['type'][] = [];
  for (let i = open; i < tokens.length; i++) {
    const type = tokens[i]!.type;
    const closer = MIRROR[type];
    if (closer) expected.push(closer);
    else if (type === expected.at(-1)) {
      expected.pop();
      if (expected.length === 0) return i;
    }
  }
  return tokens.length - 1;
}

/** An at-rule ends at its `;` or with its `{}` block (CSS Syntax §5.4.2). */
function endOfAtRule(tokens: CssToken[], start: number): number {
  for (let i = start + 1; i < tokens.length; i++) {
    const type = tokens[i]!.type;
    if (type === ';') return i;
    if (type === '{') return closingParen(tokens, i);
    if (MIRROR[type]) i = closingParen(tokens, i);
  }
  return tokens.length - 1;
}
