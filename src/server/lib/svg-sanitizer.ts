import type { DOMPurify } from 'dompurify';
import { stripCssFetches } from './strip-css-fetches';

let purifier: Promise<DOMPurify> | undefined;

/** jsdom is heavy to load, so the purifier is built on first use only. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
      import('dompurify'),
      import('jsdom'),
    ]);
    const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    // Artwork must be self-contained: a link to another host would let it track or change after review.
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'href' || data.attrName === 'xlink:href') {
        if (!/^(#|data:image\/(png|jpeg);)/i.test(data.attrValue)) data.keepAttr = false;
        return;
      }
      // `style` and presentation attributes (fill, filter, mask, clip-path…) are CSS: url() loads from anywhere.
      data.attrValue = stripCssFetches(data.attrValue);
    });
    // The same for style sheets: external url(), image-set() and @import are gone; url(#id) stays.
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style') node.textContent = stripCssFetches(node.textContent ?? '');
    });
    return purify;
  })();
  return purifier;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Returns the SVG without scripts, event handlers, foreign objects or external references (links, and CSS
 * URLs and imports), or null when the text holds no <svg> element. Stored artwork is shown inline and served to browsers, so this runs on save.
 */
export async function sanitizeSvg(svg: string): Promise<string | null> {
  const purify = await loadPurifier();
  const clean = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'use'],
    // Artwork is labelled for screen readers (role="img" + aria-label); keep that.
    ADD_ATTR: ['role'],
  });
  const start = clean.search(/<svg[\s>]/i);
  if (start === -1) return null;
  const markup = clean.slice(start).trim();
  // A standalone .svg is drawn as SVG only with its namespace; inline use does not care either way.
  return /^<svg[^>]*\sxmlns=/i.test(markup) ? markup : markup.replace(/^<svg/i, `<svg xmlns="${SVG_NS}"`);
}

/** A text file that is SVG: optional BOM, XML declaration, comments or doctype, then <svg. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\ufeff/, '');
  return /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}
