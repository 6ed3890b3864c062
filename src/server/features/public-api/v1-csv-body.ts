import type { FastifyInstance } from 'fastify';
import { CSV_MAX_BYTES } from '../../../shared/contacts-csv';
import { V1_RECIPIENT_MESSAGES } from '../../../shared/v1-recipients';
import { payloadTooLarge } from '../../lib/errors';
import { decodeCsvText } from '../admin/manual-orders/csv-text';

/**
 * Scoped to the calling plugin: a CSV file as the body (`Content-Type: text/csv`) becomes `{ csv: text }`, so
 * it meets the same schema and rules as a JSON body's `csv`.
 */
export function acceptCsvBody(app: FastifyInstance): void {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      if (body.length > CSV_MAX_BYTES) throw payloadTooLarge(V1_RECIPIENT_MESSAGES.csvTooLarge);
      done(null, { csv: decodeCsvText(Buffer.from(body)) });
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)), undefined);
    }
  });
}
