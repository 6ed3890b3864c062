import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg-sanitizer';

describe('sanitizeSvg', () => {
  it('removes scripts, event handlers, javascript: links, foreign HTML and external references', async () => {
    const clean = await sanitizeSvg(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' +
        '<script>alert(2)</script><a href="javascript:alert(3)"><rect width="4" height="3" fill="#123456"/></a>' +
        '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>' +
        '<image href="https://tracker.example/pixel.png"/><use href="https://evil.example/sprite.svg#x"/></svg>',
    );
    expect(clean).toContain('<rect width="4" height="3" fill="#123456">');
    expect(clean).not.toMatch(/script|onload|javascript|foreignObject|iframe|evil|tracker|<use/i);
  });

  it('keeps what artwork needs: gradients, internal references, accessible labels', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 5" role="img" aria-label="Front">' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#111"/></linearGradient></defs>' +
      '<rect width="7" height="5" fill="url(#g)"/><text x="1" y="2" font-family="Caveat">Hi</text></svg>';
    const clean = await sanitizeSvg(svg);
    expect(clean).toContain('role="img"');
    expect(clean).toContain('aria-label="Front"');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('>Hi</text>');
  });

  it('adds the SVG namespace a standalone file needs', async () => {
    expect(await sanitizeSvg('<svg viewBox="0 0 1 1"><circle r="1"/></svg>')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1 1">/,
    );
  });

  it('returns null when there is no <svg> element', async () => {
    expect(await sanitizeSvg('<html><body>hi</body></html>')).toBeNull();
    expect(await sanitizeSvg('plain text')).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>', true],
    [
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
      true,
    ],
    ['<html><svg></svg></html>', false],
    ['name,address\n', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(expected);
  });
});
