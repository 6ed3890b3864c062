import type { FastifyPluginAsync } from 'fastify';
import { downloadTemplateFile } from '../../../shared/contracts/catalog/download-template-file';
import { CATALOG_FILE_NOT_FOUND, getCatalogFile } from '../../../shared/contracts/catalog/get-catalog-file';
import { getPlaceholder } from '../../../shared/contracts/catalog/get-placeholder';
import { listTemplates as listTemplatesContract } from '../../../shared/contracts/catalog/list-templates';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { sendBytes, sendStoredFile } from '../../lib/files/serve-file';
import { cachedRoute } from '../../lib/public-reads/cached-route';
import { AI_CONTENT_TYPE, downloadExtension, illustratorFile } from './design-download';
import { placeholderSvg } from './placeholder-svg';
import { listTemplates } from './template-store';

/** Stored catalogue files never change under their id: a year, immutable (each upload gets a new id). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The public catalogue: the template list, its artwork files and downloads, and the preview placeholder. */
export const catalogRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // Read by every library and builder visit, changed only by the back office (which invalidates it).
    cachedRoute(app, listTemplatesContract, deps.publicReads, () => listTemplates(deps.database.db));

    route(app, getPlaceholder, async (request, reply) => {
      const { width, height } = request.params;
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(placeholderSvg(width, height));
    });

    /** Only public files (catalogue artwork, testimonial photos) come out here; customer files never. */
    const findPublic = async (id: string) => {
      const file = await deps.storage.find(deps.database.db, id);
      if (!file?.isPublic) throw notFound(CATALOG_FILE_NOT_FOUND);
      return file;
    };

    route(app, getCatalogFile, async (request, reply) =>
      sendStoredFile(reply, deps.storage, await findPublic(request.params.id), {
        disposition: 'inline',
        cacheControl: IMMUTABLE,
      }),
    );

    // A name whose extension is not what the file downloads as is not a link the list hands out.
    route(app, downloadTemplateFile, async (request, reply) => {
      const { id, name } = request.params;
      const file = await findPublic(id);
      const extension = downloadExtension(file);
      if (!name.endsWith(`.${extension}`)) throw notFound(CATALOG_FILE_NOT_FOUND);
      const options = { disposition: 'attachment', cacheControl: IMMUTABLE, filename: name } as const;
      if (file.mimeType !== 'image/svg+xml') return sendStoredFile(reply, deps.storage, file, options);
      return sendBytes(reply, await illustratorFile(deps.storage, file), AI_CONTENT_TYPE, options);
    });
  };
