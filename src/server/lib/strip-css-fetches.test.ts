import { describe, expect, it } from 'vitest';
import { preprocessCss, tokenizeCss } from './css-tokens';
import { stripCssFetches } from './strip-css-fetches';

/** What in `css` would make a browser load something: read with the tokenizer a browser uses. */
function fetchesIn(css: string): string[] {
  const tokens = tokenizeCss(preprocessCss(css));
  return tokens.flatMap((t, i) => {
    if (t.type === 'url' && !t.value.startsWith('#')) return [`url ${t.value}`];
    if (t.type === 'at-keyword' && t.value.toLowerCase() === 'import') return ['@import'];
    if (
      t.type === 'function' &&
      /^(url|src|image|image-set|-webkit-image-set|cross-fade|element|expression)$/i.test(t.value)
    ) {
      const arg = tokens.slice(i + 1).find((a) => a.type !== 'whitespace');
      return arg?.type === 'string' && arg.value.startsWith('#') ? [] : [`${t.value}()`];
    }
    return [];
  });
}

describe('stripCssFetches', () => {
  it.each([
    ['fill: url(#qp-sky)', 'fill: url(#qp-sky)'],
    ['.st0{fill:url(#SVGID_1_);stroke:#000}', '.st0{fill:url(#SVGID_1_);stroke:#000}'],
    ["clip-path: url( '#clip' )", "clip-path: url( '#clip' )"],
    [
      'fill: rgb(10 20 30); transform: translate(1px, 2px) rotate(3deg)',
      'fill: rgb(10 20 30); transform: translate(1px, 2px) rotate(3deg)',
    ],
    [
      'font-family: "Caveat", cursive; font-style: italic',
      'font-family: "Caveat", cursive; font-style: italic',
    ],
    ['fill: url(\\23 sky)', 'fill: url(\\23 sky)'],
    ['M0 0L10 10Z', 'M0 0L10 10Z'],
  ])('keeps what stays inside the SVG: %s', (css, expected) => {
    expect(stripCssFetches(css)).toBe(expected);
  });

  it.each([
    ['fill: url(https://evil.example/p.svg#g)', 'fill: none'],
    ['fill: URL( "https://evil.example/p.svg#g" )', 'fill: none'],
    ["background: url('//evil.example/t.png')", 'background: none'],
    ['background: url(data:image/svg+xml;base64,PHN2Zy8+)', 'background: none'],
    ['background: u\\rl(https://evil.example/t.png)', 'background: none'],
    ['background: u\\72l(https://evil.example/t.png)', 'background: none'],
    ['background: \\75 rl(https://evil.example/t.png)', 'background: none'],
    ['background: \\000075\trl(https://evil.example/t.png)', 'background: none'],
    [
      'background: image-set("https://evil.example/a.png" 1x, url(b.png) 2x); fill: red',
      'background: none; fill: red',
    ],
    ['background: -webkit-image-set("https://evil.example/a.png" 1x)', 'background: none'],
    ['background: image("https://evil.example/a.png")', 'background: none'],
    ['background: cross-fade(url(a.png), url(b.png), 50%)', 'background: none'],
    ['width: expression(alert(document.cookie))', 'width: none'],
    ['behavior: url(evil.htc); -moz-binding: url(evil.xml#x)', 'behavior: none; -moz-binding: none'],
    [
      '@font-face{font-family:X;src:url(https://evil.example/f.woff) format("woff")}',
      '@font-face{font-family:X;src:none format("woff")}',
    ],
    ['@font-face{src: src("https://evil.example/f.woff")}', '@font-face{src: none}'],
    ['@import "https://evil.example/x.css";.a{fill:red}', '.a{fill:red}'],
    ['@import url(https://evil.example/x.css) screen;.a{fill:red}', '.a{fill:red}'],
    ["@\\69mport 'https://evil.example/x.css';.a{fill:red}", '.a{fill:red}'],
    ["@IMPORT 'x.css'", ''],
    ['.a{fill:url(#ok)} .b{fill:url(http://evil.example/)}', '.a{fill:url(#ok)} .b{fill:none}'],
  ])('takes out what loads from elsewhere: %s', (css, expected) => {
    const stripped = stripCssFetches(css);
    expect(stripped).toBe(expected);
    expect(fetchesIn(css)).not.toEqual([]);
    expect(fetchesIn(stripped)).toEqual([]);
  });

  it('strips again what a removal joins into a new url()', () => {
    const css = "fill: u@import 'a';rl(https://evil.example/p.svg#g)";
    expect(fetchesIn(css)).toEqual(['@import']);
    expect(stripCssFetches(css)).toBe('fill: none');
  });

  it('reads comments and CSS newlines as the browser does', () => {
    // A comment splits an identifier: `u/**/rl(` is the function rl(), which loads nothing, so it stays.
    expect(stripCssFetches('fill: u/**/rl(x)')).toBe('fill: u/**/rl(x)');
    // Inside url() a comment is part of the address.
    expect(stripCssFetches('fill: url(/**/https://evil.example/)')).toBe('fill: none');
    // An escaped CR LF continues a string: the url() after it is still inside the string.
    expect(stripCssFetches('content: "a\\\r\nurl(x)"; fill: red')).toBe('content: "a\\\nurl(x)"; fill: red');
    // A newline ends a string (a bad string), so what follows on the next line is CSS again…
    expect(stripCssFetches('content: "a\nfill: url(https://evil.example/)')).toBe('content: "a\nfill: none');
    // …and a quote after it opens a new string that runs to the end: nothing in it loads.
    const quoted = 'content: "a\nb"; fill: url(https://evil.example/)';
    expect(stripCssFetches(quoted)).toBe(quoted);
    expect(fetchesIn(quoted)).toEqual([]);
    // A url() the browser gives up on (a quote inside) loads nothing either; it goes all the same.
    expect(stripCssFetches('background: url(https://evil.example/"t.png)')).toBe('background: none');
  });
});
