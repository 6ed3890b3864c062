import { z } from 'zod';

/** The kinds of /v1 error, as Stripe names them: a client tells its own mistakes from ours by `type`. */
const V1_ERROR_TYPES = [
  'invalid_request_error',
  /** The card on file is missing or was declined (402); `message` is the bank's reason to show. */
  'card_error',
  'authentication_error',
  'rate_limit_error',
  'idempotency_error',
  'api_error',
] as const;
export type V1ErrorType = (typeof V1_ERROR_TYPES)[number];

/** Every /v1 error answer: `{ error: { type, code, message, param, request_id } }`. */
export const ZV1ErrorSchema = z
  .object({
    error: z.object({
      type: z.enum(V1_ERROR_TYPES),
      code: z.string(),
      message: z.string(),
      /** The request field at fault (`limit`, `contact.name`), or null. */
      param: z.string().nullable(),
      /** The request's id, as in its `Request-Id` header: quote it to support. */
      request_id: z.string(),
    }),
  })
  .meta({ id: 'Error' });
export type V1ErrorBody = z.infer<typeof ZV1ErrorSchema>;
