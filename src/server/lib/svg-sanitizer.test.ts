import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { looksLikeSvg, sanitizeSvg } from './svg-sanitizer';

// The first call loads jsdom (seconds on a busy machine), and the seed artwork is 40-odd files.
describe('sanitizeSvg', { timeout: 60_000 }, () => {
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

describe('sanitizeSvg and CSS', { timeout: 60_000 }, () => {
  const svg = (inner: string, attrs = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

  it('takes external url(), image-set() and @import out of style sheets and keeps url(#id)', async () => {
    const clean = await sanitizeSvg(
      svg(
        '<style>@import url(https://evil.example/a.css); @\\69mport "https://evil.example/b.css";' +
          '.a{fill:url(https://evil.example/p.svg#g)} .b{fill:url(#g)}' +
          '.c{background:image-set("https://evil.example/c.png" 1x)} .d{fill:u\\rl(//evil.example/d)}' +
          '.e{width:expression(alert(1))}</style><rect class="b" width="1" height="1"/>',
      ),
    );
    expect(clean).toContain('.b{fill:url(#g)}');
    expect(clean).toContain('<rect class="b"');
    expect(clean).not.toMatch(/evil|import|expression|image-set/i);
  });

  it('takes external url() out of style and presentation attributes', async () => {
    const clean = await sanitizeSvg(
      svg(
        '<rect width="1" height="1" style="fill:url(#g);background:u\\72l(https://evil.example/t.png)"/>' +
          '<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)" filter="URL(&quot;//evil.example/f&quot;)"/>' +
          '<circle r="1" clip-path="url(#clip)" mask="\\75 rl(https://evil.example/m.svg#m)"/>',
        ' style="cursor:url(https://evil.example/c.cur),auto"',
      ),
    );
    expect(clean).not.toContain('evil');
    expect(clean).toContain('style="fill:url(#g);background:none"');
    expect(clean).toContain('clip-path="url(#clip)"');
    expect(clean).toContain('fill="none"');
  });

  it('keeps every internal reference of the seed artwork', async () => {
    const dir = path.join(REPO_ROOT, 'src/server/db/seed-art');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const art = fs.readFileSync(path.join(dir, file), 'utf8');
      const refs = art.match(/url\(#[^)]+\)/g) ?? [];
      const clean = (await sanitizeSvg(art))!;
      expect((clean.match(/url\(#[^)]+\)/g) ?? []).sort(), file).toEqual(refs.sort());
    }
  });
});
