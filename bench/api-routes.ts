/** The public reads `npm run bench -- api` measures, and how each is requested (as a browser would). */
export interface BenchRoute {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export const API_ROUTES: readonly BenchRoute[] = [
  { name: 'GET /api/design-templates', method: 'GET', path: '/api/design-templates' },
  { name: 'GET /api/testimonials', method: 'GET', path: '/api/testimonials' },
  {
    name: 'POST /api/calculate-pricing',
    method: 'POST',
    path: '/api/calculate-pricing',
    body: JSON.stringify({ noteCount: 500 }),
  },
];

/** What Chromium sends: both sides negotiate against the same header. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function requestHeaders(route: BenchRoute): Record<string, string> {
  return {
    'accept-encoding': ACCEPT_ENCODING,
    ...(route.body ? { 'content-type': 'application/json' } : {}),
  };
}

/** What the target process reports once both servers listen. */
export interface TargetsReady {
  app: string;
  bare: string;
  answers: Array<{ name: string; status: number; bytes: number; encoding: string }>;
}
