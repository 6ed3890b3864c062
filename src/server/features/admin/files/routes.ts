import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/errors';
import { requireAdmin } from '../auth/require-admin';
import { sendStoredFile } from './serve-file';

const FILE_NOT_FOUND = 'File not found.';

/** Catalog artwork and testimonial photos: public, immutable by id. Customer files never come out here. */
export const catalogFileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/catalog-files/:id',
      { schema: { params: z.object({ id: z.uuid(FILE_NOT_FOUND) }) } },
      async (request, reply) => {
        const file = await deps.storage.find(deps.database.db, request.params.id);
        if (!file?.isPublic) throw notFound(FILE_NOT_FOUND);
        return sendStoredFile(reply, deps.storage, file, {
          disposition: 'inline',
          cacheControl: 'public, max-age=31536000, immutable',
        });
      },
    );
  };

/** Every stored file, for staff: a download by default, `?disposition=inline` for the in-page View. */
export const adminFileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdmin(deps));
    app.get(
      '/api/admin/files/:fileId',
      {
        schema: {
          params: z.object({ fileId: z.uuid(FILE_NOT_FOUND) }),
          querystring: z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') }),
        },
      },
      async (request, reply) => {
        const file = await deps.storage.find(deps.database.db, request.params.fileId);
        if (!file) throw notFound(FILE_NOT_FOUND);
        return sendStoredFile(reply, deps.storage, file, {
          disposition: request.query.disposition,
          cacheControl: 'private, no-store',
        });
      },
    );
  };
