import { isOneOf } from '../../../shared/guards';
import { WEBHOOK_DELIVERY_ERRORS, type WebhookDeliveryError } from '../../../shared/webhooks';
import { errorCode } from '../../lib/error-code';

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|EPROTO$)|SELF_SIGNED|UNABLE_TO_|_CERT_/;

/**
 * The class of a failed connection, for the delivery log. The error's own text (addresses, ports, the
 * peer's TLS complaints) is never kept: the log is shown to the endpoint's owner and would map what answers
 * where. `timedOut` is whether our own deadline ended the attempt.
 */
export function connectionErrorClass(err: unknown, timedOut: boolean): WebhookDeliveryError {
  if (timedOut) return 'timeout';
  const code = socketErrorCode(err);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code && TLS_CODES.test(code)) return 'TLS error';
  return 'connection failed';
}

/** A receiver's non-2xx answer as its class (`HTTP 5xx`); the status itself is logged beside it. */
export function statusErrorClass(status: number): WebhookDeliveryError {
  if (status >= 300 && status < 400) return 'HTTP 3xx';
  if (status >= 400 && status < 500) return 'HTTP 4xx';
  if (status >= 500 && status < 600) return 'HTTP 5xx';
  return 'connection failed';
}

/**
 * A stored error as the log shows it: attempts recorded before errors were classed kept the raw text, which
 * is shown as its class's catch-all instead (`HTTP 500`-style lines carry nothing the status does not).
 */
export function shownDeliveryError(stored: string | null): string | null {
  if (stored === null) return null;
  if (isOneOf(WEBHOOK_DELIVERY_ERRORS, stored) || /^HTTP \d{3}$/.test(stored)) {
    return stored;
  }
  return 'connection failed';
}

function socketErrorCode(err: unknown): string | undefined {
  // Node puts the socket's code on the error, or on its cause when a wrapper (fetch, AbortError) threw.
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = errorCode(e);
    if (code) return code;
  }
  return undefined;
}
