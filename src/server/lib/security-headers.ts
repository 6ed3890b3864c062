import type { FastifyInstance } from 'fastify';

/** Content-Security-Policy of pages: our own code, plus Stripe and Google Analytics. */
const PAGE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'object-src': ["'none'"],
  'script-src': ["'self'", 'https://js.stripe.com', 'https://www.googletagmanager.com'],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': [
    "'self'",
    'https://api.stripe.com',
    'https://*.google-analytics.com',
    'https://www.googletagmanager.com',
  ],
  // blob: lets the back office preview a customer's PDF it fetched with the admin token (never a public URL).
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com', 'blob:'],
  // The demo video and its captions are our own files (src/web/public/media).
  'media-src': ["'self'"],
};

const cspText = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** Pages and static assets: the full set (what @fastify/helmet sent, written out once). */
function documentHeaders(withCsp: boolean): Record<string, string> {
  return {
    ...(withCsp ? { 'content-security-policy': cspText(PAGE_CSP) } : {}),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * API answers: JSON (or a file) that no browser should render, frame, sniff or keep. Every /api answer is
 * private (`no-store`) unless its route says otherwise (cached public reads, artwork, files); so is every /v1 answer.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * Security headers as two sets computed at boot, assigned per request by URL (no per-answer work beyond
 * copying them). Routes may override any of them (files set their own CSP and Cache-Control).
 * `pageCsp: false` in development, where Vite's client injects inline scripts for hot reload.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { pageCsp: boolean }): void {
  const documents = documentHeaders(options.pageCsp);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      request.url.startsWith('/api/') || request.url.startsWith('/v1/') ? API_HEADERS : documents,
    );
    done();
  });
}
