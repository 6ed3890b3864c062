import { z } from 'zod';

/** A key's mode: test keys see and make only test data, never charged or produced. */
export const ZApiKeyModeSchema = z.enum(['test', 'live']);
export type ApiKeyMode = z.infer<typeof ZApiKeyModeSchema>;

/** `qp_test_` or `qp_live_` then 32 random bytes in base64url (43 characters). */
export const API_KEY_PATTERN = /^qp_(test|live)_[A-Za-z0-9_-]{43}$/;

export const ZCreateApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name.').max(100),
  mode: ZApiKeyModeSchema,
});

export const ZCreatedApiKeySchema = z.object({
  id: z.string().uuid(),
  /** The whole key: shown this once, never again. */
  key: z.string(),
});

const ZApiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  mode: ZApiKeyModeSchema,
  prefix: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  revoked: z.boolean(),
});
export type ApiKey = z.infer<typeof ZApiKeySchema>;

export const ZApiKeyListSchema = z.object({ keys: z.array(ZApiKeySchema) });

export const ZApiKeyParamsSchema = z.object({ id: z.string().uuid() });

/** How long the request log goes back (the hourly housekeeping job forgets older requests). */
export const API_REQUESTS_KEPT_DAYS = 30;

/** How many of its latest /v1 requests the Developers page shows per mode. */
export const API_REQUESTS_SHOWN = 50;

export const ZApiRequestListQuerySchema = z.object({ mode: ZApiKeyModeSchema.default('test') });

/** One answered /v1 request, as the account's request log shows it. */
const ZApiRequestSchema = z.object({
  id: z.string().uuid(),
  keyPrefix: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  durationMs: z.number().int(),
  errorCode: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  replayed: z.boolean(),
  /** Its `Request-Id` (null for requests logged before ids were kept). */
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiRequest = z.infer<typeof ZApiRequestSchema>;

export const ZApiRequestListSchema = z.object({ requests: z.array(ZApiRequestSchema) });
