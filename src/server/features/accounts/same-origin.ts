import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard of the cookie-authenticated writes, beside SameSite=Lax: a browser names the page that sent a
 * request in `Origin` (every POST, PATCH and DELETE) and marks cross-site requests in `Sec-Fetch-Site`; a
 * write from any origin but the site's own is refused. Clients that are not browsers send neither, and they
 * cannot carry a victim's cookie anyway.
 */
export function requireSameOrigin(publicUrl: string): (request: FastifyRequest) => Promise<void> {
  const siteOrigin = new URL(publicUrl).origin;
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin !== undefined && origin !== siteOrigin && origin !== ownOrigin)) {
      throw forbidden('This request came from another website and was refused.');
    }
  };
}
