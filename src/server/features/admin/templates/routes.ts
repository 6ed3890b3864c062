import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSuccessSchema,
  ZTemplateCreateSchema,
  ZTemplateListSchema,
  ZTemplateReorderSchema,
  ZTemplateUpdateSchema,
} from '../../../../shared/admin';
import { ZDesignTemplateSchema } from '../../../../shared/catalog-schemas';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../auth/require-admin';
import { createTemplate, deleteTemplate, reorderTemplates, updateTemplate } from './template-admin-service';

const ZTemplateParams = z.object({ id: z.coerce.number().int().positive('Template not found.') });

/** Writes to the design library; the list itself stays public in the catalog feature. */
export const adminTemplateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.addHook('onRequest', requireAdmin(deps));

    app.post(
      '/api/design-templates',
      { schema: { body: ZTemplateCreateSchema, response: { 200: ZDesignTemplateSchema } } },
      async (request) => createTemplate(db, request.body),
    );

    app.put(
      '/api/design-templates/reorder',
      { schema: { body: ZTemplateReorderSchema, response: { 200: ZTemplateListSchema } } },
      async (request) => reorderTemplates(db, request.body.templateIds),
    );

    app.put(
      '/api/design-templates/:id',
      {
        schema: {
          params: ZTemplateParams,
          body: ZTemplateUpdateSchema,
          response: { 200: ZDesignTemplateSchema },
        },
      },
      async (request) => updateTemplate(db, request.params.id, request.body),
    );

    app.delete(
      '/api/design-templates/:id',
      { schema: { params: ZTemplateParams, response: { 200: ZSuccessSchema } } },
      async (request) => {
        await deleteTemplate(db, request.params.id);
        return { success: true as const };
      },
    );
  };
