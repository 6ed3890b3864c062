import type { FastifyPluginAsync } from 'fastify';
import { contactsSummaryText, summarizeContacts } from '../../../../shared/contacts-summary';
import { uploadOrderContacts } from '../../../../shared/contracts/manual-orders/upload-order-contacts';
import {
  uploadOrderBackDesign,
  uploadOrderFrontDesign,
} from '../../../../shared/contracts/manual-orders/upload-order-design';
import { CONTACTS_UPLOAD, DESIGN_UPLOAD } from '../../../../shared/manual-order';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { badRequest } from '../../../lib/errors';
import { adminFileUrl } from '../../../lib/files/admin-file-view';
import { readMultipart } from '../../../lib/files/multipart-upload';
import { saveContactsFile, saveDesignFile } from './order-uploads';

const fileRequired = (what: string) => badRequest(`Please choose a ${what} to upload.`);

/** The files of a manual order, uploaded before the order that names them. */
export const manualOrderUploadRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const designs = [
      ['front', uploadOrderFrontDesign],
      ['back', uploadOrderBackDesign],
    ] as const;
    for (const [side, contract] of designs) {
      route(app, contract, async (request) => {
        const { file } = await readMultipart(request, {
          fileField: 'design',
          maxBytes: DESIGN_UPLOAD.maxBytes,
          what: `${side} design`,
        });
        if (!file) throw fileRequired(`${side} design`);
        const stored = await saveDesignFile(deps, file, side);
        return { url: adminFileUrl(stored.id), fileId: stored.id };
      });
    }

    route(app, uploadOrderContacts, async (request) => {
      const { file } = await readMultipart(request, {
        fileField: 'csv',
        maxBytes: CONTACTS_UPLOAD.maxBytes,
        what: 'CSV file',
      });
      if (!file) throw fileRequired('CSV file');
      const { file: stored, result } = await saveContactsFile(deps, file);
      const summary = summarizeContacts(result);
      return {
        fileId: stored.id,
        contactCount: summary.ready,
        rowCount: summary.rows,
        skippedRows: summary.skipped,
        duplicateRows: summary.duplicates,
        summary: contactsSummaryText(summary),
        errors: result.errors,
        warnings: result.warnings,
      };
    });
  };
