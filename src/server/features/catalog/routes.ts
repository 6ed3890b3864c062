import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDesignTemplateSchema } from '../../../shared/catalog-schemas';
import type { AppDeps } from '../../app-deps';
import { placeholderSvg } from './placeholder-svg';
import { listTemplates } from './template-store';

const dimension = (name: string) => {
  const message = `${name} must be a whole number between 1 and 2000.`;
  return z.coerce.number({ message }).int(message).min(1, message).max(2000, message);
};

export const catalogRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/design-templates',
      { schema: { response: { 200: z.array(ZDesignTemplateSchema) } } },
      async () => listTemplates(deps.database.db),
    );

    app.get(
      '/api/placeholder/:width/:height',
      { schema: { params: z.object({ width: dimension('Width'), height: dimension('Height') }) } },
      async (request, reply) => {
        const { width, height } = request.params;
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(placeholderSvg(width, height));
      },
    );
  };
