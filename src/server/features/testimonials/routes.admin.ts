import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createTestimonial } from '../../../shared/contracts/testimonials/create-testimonial';
import { deleteTestimonial } from '../../../shared/contracts/testimonials/delete-testimonial';
import { listAdminTestimonials } from '../../../shared/contracts/testimonials/list-admin-testimonials';
import { listTestimonials } from '../../../shared/contracts/testimonials/list-testimonials';
import { reorderTestimonials } from '../../../shared/contracts/testimonials/reorder-testimonials';
import { updateTestimonial } from '../../../shared/contracts/testimonials/update-testimonial';
import { describeIssues } from '../../../shared/describe-issues';
import { TESTIMONIAL_MESSAGES, ZTestimonialFieldsSchema } from '../../../shared/testimonial-schemas';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { badRequest, notFound } from '../../lib/errors';
import { catalogFileUrl } from '../../lib/files/admin-file-view';
import { readMultipart } from '../../lib/files/multipart-upload';
import { CATALOG_UPLOADS, saveCatalogFile } from '../../lib/files/upload-service';
import {
  deleteTestimonial as deleteTestimonialRow,
  insertTestimonial,
  listAllTestimonials,
  reorderTestimonials as saveTestimonialOrder,
  testimonialExists,
  updateTestimonial as updateTestimonialRow,
} from './testimonial-store';

/** The back office's testimonials; admin/routes.ts registers them in the staff scope. */
export const adminTestimonialRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    /** The multipart form, checked with the form's own schema; the photo, if any, is stored public. */
    async function readForm(request: FastifyRequest) {
      const { file, fields } = await readMultipart(request, {
        fileField: 'image',
        maxBytes: CATALOG_UPLOADS.testimonialImage.maxBytes,
        what: 'photo',
      });
      const parsed = ZTestimonialFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error.issues));
      const { removeImage, ...values } = parsed.data;
      const image = file ? await saveCatalogFile(deps, file, 'testimonialImage') : undefined;
      const imageUrl = image ? catalogFileUrl(image.id) : removeImage ? null : undefined;
      return { values, imageUrl };
    }

    /** Every write changes what the home page's cached list may hold. */
    const changed = <T>(result: T): T => {
      deps.publicReads.invalidate(listTestimonials);
      return result;
    };

    route(app, listAdminTestimonials, async () => listAllTestimonials(db));

    route(app, createTestimonial, async (request) => {
      const { values, imageUrl } = await readForm(request);
      return changed(await insertTestimonial(db, values, imageUrl ?? null));
    });

    route(app, reorderTestimonials, async (request) =>
      changed(await saveTestimonialOrder(db, request.body.testimonialIds)),
    );

    route(app, updateTestimonial, async (request) => {
      // Checked first so a photo is not stored for a testimonial that does not exist.
      if (!(await testimonialExists(db, request.params.id))) throw notFound(TESTIMONIAL_MESSAGES.notFound);
      const { values, imageUrl } = await readForm(request);
      return changed(await updateTestimonialRow(db, request.params.id, values, imageUrl));
    });

    route(app, deleteTestimonial, async (request) => {
      await deleteTestimonialRow(db, request.params.id);
      return changed({ success: true as const });
    });
  };
