/**
 * What can go wrong, as the caller may be told it; each kind answers with its HTTP status. The site renders
 * an AppError as `{ message }`, /v1 as `{ error: { type, code, message, param } }` (v1-error.ts).
 */
const APP_ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  provider_failed: 502,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** A domain error whose message is safe to show; `param` names the input at fault, when one is. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly param: string | null;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: { param?: string } = {},
  ) {
    super(message);
    this.statusCode = APP_ERROR_STATUS[code];
    this.param = options.param ?? null;
  }
}

export const badRequest = (message: string, param?: string) => new AppError('invalid', message, { param });
export const unauthorized = (message = 'Authentication required.') =>
  new AppError('unauthenticated', message);
export const paymentFailed = (message: string) => new AppError('payment_failed', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string, param?: string) => new AppError('not_found', message, { param });
export const conflict = (message: string) => new AppError('conflict', message);
export const payloadTooLarge = (message: string) => new AppError('too_large', message);
export const unsupportedMediaType = (message: string) => new AppError('unsupported_type', message);
export const tooManyRequests = (message: string) => new AppError('rate_limited', message);
export const providerFailed = (message: string) => new AppError('provider_failed', message);
export const unavailable = (message: string) => new AppError('unavailable', message);
