import { describe, expect, it } from 'vitest';
import { PAGE_META } from '../shared/seo';
import { fillHead, fillRoot, withIslandsScript } from './page-html';

const SHELL = `<head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/cn-b.js">
</head><body><div id="root"><!--app-html--></div></body>`;

describe('page HTML', () => {
  it("writes the page's title and tags into its head, escaped", () => {
    const html = fillHead(
      '<head><!--page-head--></head>',
      { page: 'pages/landing.tsx', meta: 'landing' },
      'https://q.example/',
    );
    expect(html).toContain(
      '<title>Quillpost | Personalized Handwritten Notes &#38; Postcards That Get Opened</title>',
    );
    expect(html).toContain(`<meta name="description" content="${PAGE_META.landing.description}" />`);
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('<meta property="og:url" content="https://q.example/" />');
    expect(html).toContain('<link rel="canonical" href="https://q.example/" />');
    const missing = fillHead(
      '<head><!--page-head--></head>',
      { page: 'pages/not-found.tsx', meta: 'notFound' },
      'https://q.example',
    );
    expect(missing).toContain('<title>404 Page Not Found</title>');
    expect(missing).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('puts the server-rendered markup into the app container', () => {
    const html = fillRoot(SHELL, '<main><h1>FAQ $& $1</h1></main>');
    expect(html).toContain('<div id="root"><main><h1>FAQ $& $1</h1></main></div>');
    expect(html).not.toContain('<!--app-html-->');
  });

  it('paints the brand bar where the browser renders the page itself', () => {
    const html = fillRoot(SHELL, null);
    expect(html).toContain(
      '<div id="root"><div class="qp-prepaint" aria-hidden="true"><span>Quillpost</span></div></div>',
    );
  });

  it('refuses a shell without the app container, rather than sending a blank page', () => {
    expect(() => fillRoot('<body><div id="app"></div></body>', null)).toThrow(/rebuild the web app/);
  });

  it("runs the islands' start script instead of the app, at low priority and with no preload", () => {
    const manifest = { 'islands/start.ts': { file: 'assets/start-c.js' } };
    const html = withIslandsScript(SHELL, manifest);
    expect(html).not.toContain('src="/assets/index-a.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/start-c.js"></script>',
    );
    expect(() => withIslandsScript('<head></head>', manifest)).toThrow(/rebuild the web app/);
    expect(() => withIslandsScript(SHELL, {})).toThrow(/rebuild the web app/);
  });
});
