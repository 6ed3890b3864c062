import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { findTemplateArtwork } from './template-artwork';

export const TEMPLATE_DOWNLOADS = '/downloads/templates';

export const downloadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${TEMPLATE_DOWNLOADS}/:file`,
      { schema: { params: z.object({ file: z.string().max(300) }) } },
      async (request, reply) => {
        const { file } = request.params;
        const artwork = await findTemplateArtwork(deps.database.db, `${TEMPLATE_DOWNLOADS}/${file}`);
        if (!artwork) throw notFound(`No design file named ${file}.`);
        // The library promises Illustrator-named files (.ai, public-site.md §2), but every design in the
        // catalogue exists only as SVG vector artwork, so that is what the file holds: Illustrator,
        // Affinity and Inkscape open it as editable vectors, and nothing is rasterised or invented.
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${artwork.fileName}"`)
          .header('cache-control', 'no-cache')
          .send(artwork.svg);
      },
    );
  };
