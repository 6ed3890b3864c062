import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACTS_UPLOAD,
  DESIGN_UPLOAD,
  VARIANT_FILE_TYPES,
  ZContactsUploadResponseSchema,
  ZDesignUploadResponseSchema,
  ZUploadUrlSchema,
} from '../../../../shared/admin';
import type { AppDeps } from '../../../app-deps';
import { badRequest } from '../../../lib/errors';
import { requireAdmin } from '../auth/require-admin';
import { adminFileUrl, catalogFileUrl } from './admin-file-view';
import { readMultipart } from './multipart-upload';
import { CATALOG_UPLOADS, saveCatalogFile, saveContactsFile, saveDesignFile } from './upload-service';

const fileRequired = (what: string) => badRequest(`Please choose a ${what} to upload.`);

export const adminUploadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdmin(deps));

    app.post(
      '/api/upload-variant-file',
      { schema: { response: { 200: ZUploadUrlSchema } } },
      async (request) => {
        const { file, fields } = await readMultipart(request, {
          fileField: 'file',
          maxBytes: CATALOG_UPLOADS.download.maxBytes,
          what: 'file',
        });
        const type = VARIANT_FILE_TYPES.find((t) => t === fields.type);
        if (!type) throw badRequest('type must be "preview" or "download".');
        if (!file) throw fileRequired('file');
        const stored = await saveCatalogFile(deps, file, type);
        return { url: catalogFileUrl(stored.id) };
      },
    );

    for (const side of ['front', 'back'] as const) {
      app.post(
        `/api/upload/campaign-${side}`,
        { schema: { response: { 200: ZDesignUploadResponseSchema } } },
        async (request) => {
          const { file } = await readMultipart(request, {
            fileField: 'design',
            maxBytes: DESIGN_UPLOAD.maxBytes,
            what: `${side} design`,
          });
          if (!file) throw fileRequired(`${side} design`);
          const stored = await saveDesignFile(deps, file, side);
          return { url: adminFileUrl(stored.id), fileId: stored.id };
        },
      );
    }

    app.post(
      '/api/upload/contacts',
      { schema: { response: { 200: ZContactsUploadResponseSchema } } },
      async (request) => {
        const { file } = await readMultipart(request, {
          fileField: 'csv',
          maxBytes: CONTACTS_UPLOAD.maxBytes,
          what: 'CSV file',
        });
        if (!file) throw fileRequired('CSV file');
        const { file: stored, result } = await saveContactsFile(deps, file);
        return {
          fileId: stored.id,
          contactCount: result.contacts.length,
          errors: result.errors,
          warnings: result.warnings,
        };
      },
    );
  };
