import { V1_ERROR_CODES, type V1ErrorCode } from '../../../shared/v1-errors';

/** What each code means and what to do about it: a Record, so a new code cannot ship without its entry. */
const MEANINGS: Record<V1ErrorCode, string> = {
  parameter_invalid:
    'HTTP 400. A body field, query parameter or header has a value the operation refuses; `param` names it and `message` says why. Correct the value and send the request again.',
  parameter_unknown:
    'HTTP 400. The body or query has a field the operation does not have (a misspelling, a filter the API lacks); `param` names the first. Nothing was done: remove it or correct its name.',
  invalid_request:
    'HTTP 400 or 403. The request as a whole cannot be served (for instance a body that is not valid JSON); `message` says why.',
  not_found:
    "HTTP 404. The path names no operation, or the id names nothing of your account in this key's mode (test keys never see live data, nor live keys test data).",
  conflict:
    'HTTP 409. The object is not in a state that allows this (a campaign already submitted or cancelled, or one that changed while the request ran). Read it again and decide.',
  payload_too_large:
    'HTTP 413. The body is larger than the operation accepts: send the recipients in smaller batches.',
  unsupported_media_type:
    'HTTP 415. The `Content-Type` is not one the operation takes: `application/json`, or `text/csv` where documented.',
  nothing_to_advance: 'HTTP 409. Test advance: the campaign has no further step to move to.',
  test_mode_only:
    'HTTP 403. The operation exists only for test keys (`qp_test_…`), to simulate what production does.',
  invalid_api_key:
    'HTTP 401. The `Authorization` header is missing, malformed, or names an unknown or revoked key. Send `Authorization: Bearer qp_…` with a live key from /account/developers.',
  card_declined: "HTTP 402. The card on file was declined; `message` is the bank's reason, fit to show.",
  no_saved_card:
    'HTTP 402. Submitting with a live key charges the card saved on the account, and there is none: save one at checkout or under /account/card.',
  payment_failed: 'HTTP 402. The payment did not go through; `message` says why. Nothing was charged.',
  idempotency_key_invalid: 'HTTP 400. The `Idempotency-Key` header is empty or longer than 255 characters.',
  idempotency_key_reused:
    'HTTP 422. This `Idempotency-Key` was used within 24 hours with another body. Use a new key for a new request.',
  idempotency_key_in_use:
    'HTTP 409. A request with this `Idempotency-Key` is still running. Retry once it has finished: you will get its answer.',
  rate_limit:
    'HTTP 429. The key made more than 150 requests in 5 seconds. Wait the `Retry-After` seconds, then retry.',
  payments_unavailable:
    'HTTP 503. Card payments are not set up on this server right now; nothing was charged. Retry later.',
  internal_error:
    'HTTP 500. A fault on our side; nothing in the request needs changing. Retry later, and quote the `request_id` if it persists.',
};

/**
 * A heading per code under "## Errors" (each error's `doc_url` opens its heading's anchor), with its meaning.
 * Headings only, no code span: the anchor is made from the heading's plain text. ("HTTP 404." and not "404.",
 * which Markdown reads as a numbered list.)
 */
export const ERROR_CODE_ENTRIES = V1_ERROR_CODES.map((code) => `### ${code}\n${MEANINGS[code]}`).join('\n\n');
