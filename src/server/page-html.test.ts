import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_META } from '../shared/seo';
import { fillHead, fillRoot, withIslandsScript } from './page-html';

const SHELL = `<head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/cn-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-e.css">
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

  it("runs the islands' start script and stylesheet instead of the app's, with no preload", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-page-html-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/start-c.css'), '.a{color:red}');
    fs.writeFileSync(
      path.join(dir, 'assets/fonts-d.css'),
      '.b{content:"</style>"}@font-face{src:url(/assets/inter-latin-wght-normal-f1.woff2)format("woff2")}',
    );
    const manifest = {
      'islands/start.ts': { file: 'assets/start-c.js', css: ['assets/start-c.css'], imports: ['_fonts.js'] },
      '_fonts.js': { file: 'assets/fonts-d.js', css: ['assets/fonts-d.css'] },
    };
    const html = withIslandsScript(SHELL, manifest, dir);
    expect(html).not.toContain('src="/assets/index-a.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('href="/assets/index-e.css"');
    expect(html).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/start-c.css" disabled>',
    );
    expect(html).toContain('<style>.b{content:"<\\/style>"}@font-face');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-f1.woff2">',
    );
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/start-c.js"></script>',
    );
    expect(() => withIslandsScript('<head></head>', manifest, dir)).toThrow(/rebuild the web app/);
    expect(() => withIslandsScript(SHELL, {}, dir)).toThrow(/rebuild the web app/);
    fs.writeFileSync(path.join(dir, 'assets/fonts-d.css'), '.b{}');
    expect(() => withIslandsScript(SHELL, manifest, dir)).toThrow(/no Inter font face/);
  });
});
