import type { FastifyPluginAsync } from 'fastify';
import { catalogFileUrl } from '../../../shared/catalog-files';
import { listTemplates } from '../../../shared/contracts/catalog/list-templates';
import { createTemplate } from '../../../shared/contracts/templates/create-template';
import { deleteTemplate } from '../../../shared/contracts/templates/delete-template';
import { reorderTemplates } from '../../../shared/contracts/templates/reorder-templates';
import { updateTemplate } from '../../../shared/contracts/templates/update-template';
import { uploadTemplateFile } from '../../../shared/contracts/templates/upload-template-file';
import { VARIANT_FILE_TYPES } from '../../../shared/template-schemas';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/files/multipart-upload';
import { CATALOG_UPLOADS, saveCatalogFile } from '../../lib/files/upload-service';
import * as service from './template-admin-service';

/**
 * Writes to the design library and its artwork uploads; admin/routes.ts registers them in the staff scope
 * (the list itself is public: routes.site.ts).
 */
export const adminTemplateRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    /** Every write changes what the public, cached template list holds. */
    const changed = <T>(result: T): T => {
      deps.publicReads.invalidate(listTemplates);
      return result;
    };

    route(app, createTemplate, async (request) => changed(await service.createTemplate(deps, request.body)));

    route(app, reorderTemplates, async (request) =>
      changed(await service.reorderTemplates(deps, request.body.templateIds)),
    );

    route(app, updateTemplate, async (request) =>
      changed(await service.updateTemplate(deps, request.params.id, request.body)),
    );

    route(app, deleteTemplate, async (request) => {
      await service.deleteTemplate(deps, request.params.id);
      return changed({ success: true as const });
    });

    route(app, uploadTemplateFile, async (request) => {
      const { file, fields } = await readMultipart(request, {
        fileField: 'file',
        maxBytes: CATALOG_UPLOADS.download.maxBytes,
        what: 'file',
      });
      const type = VARIANT_FILE_TYPES.find((t) => t === fields.type);
      if (!type) throw badRequest('type must be "preview" or "download".');
      if (!file) throw badRequest('Please choose a file to upload.');
      const stored = await saveCatalogFile(deps, file, type);
      return { url: catalogFileUrl(stored.id) };
    });
  };
