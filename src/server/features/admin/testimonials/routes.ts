import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminTestimonialSchema, ZSuccessSchema, ZTestimonialFieldsSchema } from '../../../../shared/admin';
import { describeIssues } from '../../../../shared/describe-issues';
import type { AppDeps } from '../../../app-deps';
import { badRequest, notFound } from '../../../lib/errors';
import { requireAdmin } from '../auth/require-admin';
import { catalogFileUrl } from '../files/admin-file-view';
import { readMultipart } from '../files/multipart-upload';
import { CATALOG_UPLOADS, saveCatalogFile } from '../files/upload-service';
import {
  deleteTestimonial,
  insertTestimonial,
  listAllTestimonials,
  testimonialExists,
  updateTestimonial,
} from './admin-testimonial-store';

const ZParams = z.object({ id: z.coerce.number().int().positive('Testimonial not found.') });

export const adminTestimonialRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.addHook('onRequest', requireAdmin(deps));

    /** The multipart form (spec) or the same fields as JSON; the photo, if any, is stored public. */
    async function readForm(request: Parameters<typeof readMultipart>[0]) {
      const { file, fields } = request.isMultipart()
        ? await readMultipart(request, {
            fileField: 'image',
            maxBytes: CATALOG_UPLOADS.testimonialImage.maxBytes,
            what: 'photo',
          })
        : { file: undefined, fields: (request.body ?? {}) as Record<string, unknown> };
      const parsed = ZTestimonialFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error.issues));
      const { removeImage, ...values } = parsed.data;
      const image = file ? await saveCatalogFile(deps, file, 'testimonialImage') : undefined;
      const imageUrl = image ? catalogFileUrl(image.id) : removeImage ? null : undefined;
      return { values, imageUrl };
    }

    app.get(
      '/api/admin/testimonials',
      { schema: { response: { 200: z.array(ZAdminTestimonialSchema) } } },
      async () => listAllTestimonials(db),
    );

    app.post(
      '/api/admin/testimonials',
      { schema: { response: { 200: ZAdminTestimonialSchema } } },
      async (request) => {
        const { values, imageUrl } = await readForm(request);
        return insertTestimonial(db, values, imageUrl ?? null);
      },
    );

    app.put(
      '/api/admin/testimonials/:id',
      { schema: { params: ZParams, response: { 200: ZAdminTestimonialSchema } } },
      async (request) => {
        // Checked first so a photo is not stored for a testimonial that does not exist.
        if (!(await testimonialExists(db, request.params.id))) throw notFound('Testimonial not found.');
        const { values, imageUrl } = await readForm(request);
        return updateTestimonial(db, request.params.id, values, imageUrl);
      },
    );

    app.delete(
      '/api/admin/testimonials/:id',
      { schema: { params: ZParams, response: { 200: ZSuccessSchema } } },
      async (request) => {
        await deleteTestimonial(db, request.params.id);
        return { success: true as const };
      },
    );
  };
