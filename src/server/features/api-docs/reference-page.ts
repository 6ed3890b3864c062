/**
 * /docs/api: Scalar's reference, every file from our origin. Its own CSP: the site's page policy allows
 * Stripe and Analytics, which this page never needs; Scalar styles with inline style attributes.
 */
export const API_REFERENCE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const API_REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Quillpost API reference</title>
    <meta name="description" content="Reference of the Quillpost public API (v1): keys, campaigns, recipients, proofs, orders, lists and contacts, programs and webhooks." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <noscript>
      <h1>Quillpost API reference</h1>
      <p>This page needs JavaScript. The OpenAPI document is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>
    </noscript>
    <div id="reference"></div>
    <script src="/docs/api/reference.js"></script>
    <script src="/docs/api/init.js"></script>
  </body>
</html>
`;

/**
 * Scalar reads the document from /v1/openapi.json. Its default fonts, telemetry, AI agent and developer
 * toolbar would call Scalar's servers: all off, so the page talks to no one but us.
 */
export const API_REFERENCE_INIT = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: '/v1/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  // Its toolbar (on localhost) offers sharing and deploying through Scalar's service: not ours to offer.
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
})});
`;
