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

/** Every `code` a /v1 error may carry, each for one cause (the server names them from this list only). */
export const V1_ERROR_CODES = [
  'parameter_invalid',
  'parameter_unknown',
  'invalid_request',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'nothing_to_advance',
  'test_mode_only',
  'invalid_api_key',
  'card_declined',
  'no_saved_card',
  'payment_failed',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'rate_limit',
  'payments_unavailable',
  'internal_error',
] as const;
export type V1ErrorCode = (typeof V1_ERROR_CODES)[number];

/**
 * The reference's entry for an error code: the "## Errors" section of /docs/api has a heading per code, and
 * Scalar's reference gives each heading of the introduction the anchor `description/<heading's slug>`.
 */
export const v1ErrorDocUrl = (publicUrl: string, code: V1ErrorCode) =>
  `${publicUrl}/docs/api#description/${code}`;

/** Every /v1 error answer: `{ error: { type, code, message, param, request_id, doc_url } }`. */
export const ZV1ErrorSchema = z
  .object({
    error: z
      .object({
        type: z
          .enum(V1_ERROR_TYPES)
          .describe('The kind of error: yours (`invalid_request_error`, …) or ours (`api_error`).'),
        code: z.enum(V1_ERROR_CODES).meta({
          description:
            'What went wrong, for your code to branch on: `parameter_invalid` (see `param`), `parameter_unknown` (a body field or query parameter the operation does not have; `param` names the first), `invalid_request`, `not_found`, `conflict` (not allowed in its present state), `payload_too_large`, `unsupported_media_type`, `nothing_to_advance` and `test_mode_only` (test advance), `invalid_api_key` (401), `card_declined`, `no_saved_card` and `payment_failed` (402), `idempotency_key_invalid` (400), `idempotency_key_reused` (422), `idempotency_key_in_use` (409), `rate_limit` (429), `payments_unavailable` and `internal_error` (5xx).',
          examples: ['not_found'],
        }),
        message: z.string().describe('What went wrong, in words to show or log.'),
        param: z
          .string()
          .nullable()
          .meta({ description: 'The request field at fault, or null.', examples: ['delivery_date'] }),
        request_id: z.string().meta({
          description: "The request's id, as in its `Request-Id` header: quote it to support.",
          examples: ['req_5f0c2a9be81d4c7a3e6b9d10'],
        }),
        doc_url: z.url().meta({
          description: "The API reference's entry for this `code`: what it means and what to do.",
          examples: ['https://quillpost.com/docs/api#description/not_found'],
        }),
      })
      .describe('The error.'),
  })
  .meta({ id: 'Error', description: 'Every error answer (4xx, and 5xx for our own faults).' });
export type V1ErrorBody = z.infer<typeof ZV1ErrorSchema>;
