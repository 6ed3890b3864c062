import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1NoteSchema } from '../../v1-notes';
import { defineContract } from '../contract';

export const v1GetNote = defineContract({
  method: 'GET',
  path: '/v1/notes/:id',
  auth: 'api-key',
  docs: {
    operationId: 'getNote',
    summary: 'Retrieve a note',
    description:
      "One note of the key's account and mode, by its id (its recipient's id): any recipient of the key's campaigns reads as a note.",
  },
  params: ZV1IdParamsSchema,
  response: ZV1NoteSchema,
});
