import type { FastifyPluginAsync } from 'fastify';
import { FILE_NOT_FOUND } from '../../../../shared/admin-file';
import { getAdminFile } from '../../../../shared/contracts/files/get-admin-file';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { notFound } from '../../../lib/errors';
import { sendStoredFile } from '../../../lib/files/serve-file';

/** Every stored file, for staff: a download by default, `?disposition=inline` for the in-page View. */
export const adminFileRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, getAdminFile, async (request, reply) => {
      const file = await deps.storage.find(deps.database.db, request.params.fileId);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return sendStoredFile(reply, deps.storage, file, {
        disposition: request.query.disposition,
        cacheControl: 'private, no-store',
      });
    });
  };
