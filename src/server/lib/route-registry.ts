import type { FastifyInstance } from 'fastify';
import type { ContractAuth } from '../../shared/contracts/contract';

interface RegisteredRoute {
  method: string;
  url: string;
  /** The auth of the contract it was registered from; undefined for a route made without one (pages, files). */
  auth: ContractAuth | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered (HEAD twins left out): what the authorization tests go through. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records the routes as they are registered, so call it before any route. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, auth: options.config?.auth });
    }
  });
}
