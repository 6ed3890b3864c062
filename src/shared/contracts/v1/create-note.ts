import { ZV1CreateNoteSchema, ZV1NoteSchema } from '../../v1-notes';
import { defineContract } from '../contract';

export const v1CreateNote = defineContract({
  method: 'POST',
  path: '/v1/notes',
  auth: 'api-key',
  docs: {
    operationId: 'createNote',
    summary: 'Send one note in one call',
    description:
      "Creates a one-note campaign, adds the recipient with the recipients endpoint's address checks, quotes and pays it (a live key charges the account's saved card; a test key pays in test mode, `payment_method` as on submit), and answers the note with its proof URL, price and arrival. Every field is checked before anything is made; when a later step fails (a declined card, an address the pen cannot write) the campaign is cancelled, so nothing payable is left. Send Idempotency-Key: a retry answers the same note and never pays twice. The id of the note is its recipient's id.",
  },
  body: ZV1CreateNoteSchema,
  response: ZV1NoteSchema,
  status: 201,
});
