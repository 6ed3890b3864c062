import { isOneOf } from '../../shared/guards';

/**
 * A CSS tokenizer after CSS Syntax Level 3 §4 (https://www.w3.org/TR/css-syntax-3/#tokenization), so the
 * sanitizer sees `u\72l(`, `\75 rl(` and `@\69mport` as the browser does: as `url(` and `@import`. Names and
 * values are decoded; `start`/`end` index the preprocessed text (see {@link preprocessCss}), so a caller can
 * rebuild the source from the tokens it keeps.
 */
type CssTokenType =
  | 'ident'
  | 'function'
  | 'at-keyword'
  | 'hash'
  | 'string'
  | 'bad-string'
  | 'url'
  | 'bad-url'
  | 'number'
  | 'whitespace'
  | 'comment'
  | 'CDO'
  | 'CDC'
  | '('
  | ')'
  | '['
  | ']'
  | '{'
  | '}'
  | ','
  | ':'
  | ';'
  | 'delim';

export interface CssToken {
  type: CssTokenType;
  /** Decoded: the name of an ident, function, at-keyword or hash; a string's or url's value; a delim's character. */
  value: string;
  start: number;
  end: number;
}

/** CSS's input preprocessing: CR LF, CR and FF become LF; NUL becomes U+FFFD. */
export function preprocessCss(css: string): string {
  return css.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD');
}

const SINGLE = ['(', ')', '[', ']', '{', '}', ',', ':', ';'] as const;

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isWhitespace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n';
const isNameStart = (c: string | undefined) =>
  c !== undefined && (/^[a-zA-Z_]$/.test(c) || c.charCodeAt(0) >= 0x80);
const isName = (c: string | undefined) => isNameStart(c) || isDigit(c) || c === '-';
const isNonPrintable = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0x08 || code === 0x0b || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
};
const validEscape = (a: string | undefined, b: string | undefined) => a === '\\' && b !== '\n';

/** Tokenizes text already passed through {@link preprocessCss}. */
export function tokenizeCss(text: string): CssToken[] {
  const tokens: CssToken[] = [];
  let pos = 0;
  const at = (offset = 0) => text[pos + offset];

  // Whether three code points start an ident or a number; `offset` is where they begin from `pos`.
  const startsIdent = (offset = 0) => {
    const [a, b, c] = [at(offset), at(offset + 1), at(offset + 2)];
    if (a === '-') return isNameStart(b) || b === '-' || validEscape(b, c);
    if (a === '\\') return validEscape(a, b);
    return isNameStart(a);
  };
  const startsNumber = () => {
    const [a, b, c] = [at(), at(1), at(2)];
    if (a === '+' || a === '-') return isDigit(b) || (b === '.' && isDigit(c));
    if (a === '.') return isDigit(b);
    return isDigit(a);
  };

  /** After the backslash. */
  const consumeEscape = (): string => {
    const c = at();
    if (c === undefined) return '\uFFFD';
    if (!isHex(c)) {
      pos += 1;
      return c;
    }
    let hex = '';
    while (hex.length < 6 && isHex(at())) hex += text[pos++];
    if (isWhitespace(at())) pos += 1;
    const code = Number.parseInt(hex, 16);
    return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
      ? '\uFFFD'
      : String.fromCodePoint(code);
  };

  const consumeName = (): string => {
    let name = '';
    for (;;) {
      if (isName(at())) name += text[pos++];
      else if (validEscape(at(), at(1))) {
        pos += 1;
        name += consumeEscape();
      } else return name;
    }
  };

  const consumeBadUrlRest = () => {
    while (pos < text.length) {
      if (validEscape(at(), at(1))) {
        pos += 1;
        consumeEscape();
      } else if (text[pos++] === ')') return;
    }
  };

  /** After `url(` and its leading whitespace; the url token's value, or null for a bad url. */
  const consumeUrl = (): string | null => {
    let value = '';
    for (;;) {
      const c = at();
      if (c === undefined) return value;
      if (c === ')') {
        pos += 1;
        return value;
      }
      if (isWhitespace(c)) {
        while (isWhitespace(at())) pos += 1;
        if (at() === ')' || at() === undefined) {
          if (at() === ')') pos += 1;
          return value;
        }
        consumeBadUrlRest();
        return null;
      }
      if (c === '"' || c === "'" || c === '(' || isNonPrintable(c)) {
        consumeBadUrlRest();
        return null;
      }
      if (c === '\\') {
        if (!validEscape(c, at(1))) {
          consumeBadUrlRest();
          return null;
        }
        pos += 1;
        value += consumeEscape();
        continue;
      }
      value += c;
      pos += 1;
    }
  };

  const consumeIdentLike = (): Pick<CssToken, 'type' | 'value'> => {
    const name = consumeName();
    if (name.toLowerCase() === 'url' && at() === '(') {
      pos += 1;
      while (isWhitespace(at()) && isWhitespace(at(1))) pos += 1;
      const next = isWhitespace(at()) ? at(1) : at();
      if (next === '"' || next === "'") return { type: 'function', value: name };
      while (isWhitespace(at())) pos += 1;
      const url = consumeUrl();
      return url === null ? { type: 'bad-url', value: '' } : { type: 'url', value: url };
    }
    if (at() === '(') {
      pos += 1;
      return { type: 'function', value: name };
    }
    return { type: 'ident', value: name };
  };

  const consumeString = (quote: string): Pick<CssToken, 'type' | 'value'> => {
    let value = '';
    for (;;) {
      const c = at();
      if (c === undefined) return { type: 'string', value };
      if (c === '\n') return { type: 'bad-string', value };
      pos += 1;
      if (c === quote) return { type: 'string', value };
      if (c !== '\\') value += c;
      else if (at() === '\n') pos += 1;
      else if (at() !== undefined) value += consumeEscape();
    }
  };

  const consumeNumeric = (): Pick<CssToken, 'type' | 'value'> => {
    const begin = pos;
    if (at() === '+' || at() === '-') pos += 1;
    while (isDigit(at())) pos += 1;
    if (at() === '.' && isDigit(at(1))) {
      pos += 1;
      while (isDigit(at())) pos += 1;
    }
    if (
      (at() === 'e' || at() === 'E') &&
      (isDigit(at(1)) || ((at(1) === '+' || at(1) === '-') && isDigit(at(2))))
    ) {
      pos += 2;
      while (isDigit(at())) pos += 1;
    }
    // A dimension's unit or a percentage belongs to the number: `1url(` is not a function.
    if (startsIdent()) consumeName();
    else if (at() === '%') pos += 1;
    return { type: 'number', value: text.slice(begin, pos) };
  };

  const next = (): Pick<CssToken, 'type' | 'value'> => {
    const c = text[pos]!;
    if (c === '/' && at(1) === '*') {
      const close = text.indexOf('*/', pos + 2);
      pos = close === -1 ? text.length : close + 2;
      return { type: 'comment', value: '' };
    }
    if (isWhitespace(c)) {
      while (isWhitespace(at())) pos += 1;
      return { type: 'whitespace', value: ' ' };
    }
    if (c === '"' || c === "'") {
      pos += 1;
      return consumeString(c);
    }
    if (c === '#' && (isName(at(1)) || validEscape(at(1), at(2)))) {
      pos += 1;
      return { type: 'hash', value: consumeName() };
    }
    if (isOneOf(SINGLE, c)) {
      pos += 1;
      return { type: c, value: c };
    }
    if ((c === '+' || c === '-' || c === '.' || isDigit(c)) && startsNumber()) return consumeNumeric();
    if (c === '-' && at(1) === '-' && at(2) === '>') {
      pos += 3;
      return { type: 'CDC', value: '-->' };
    }
    if (c === '<' && text.startsWith('!--', pos + 1)) {
      pos += 4;
      return { type: 'CDO', value: '<!--' };
    }
    if (c === '@' && startsIdent(1)) {
      pos += 1;
      return { type: 'at-keyword', value: consumeName() };
    }
    if (startsIdent()) return consumeIdentLike();
    pos += 1;
    return { type: 'delim', value: c };
  };

  while (pos < text.length) {
    const start = pos;
    const token = next();
    tokens.push({ ...token, start, end: pos });
  }
  return tokens;
}
