import { V1_CLIENT_EXAMPLE, V1_CLIENT_GENERATE_COMMANDS } from '../../../shared/v1-client-example';
import { V1_LIST_MODES } from '../../../shared/v1-saved-lists';
import { currentV1Version, V1_VERSION_HEADER, V1_VERSIONS } from '../../../shared/v1-versions';
import { ERROR_CODE_ENTRIES } from './error-codes';

const CHANGE_LOG = V1_VERSIONS.map(({ version, changes }) => `- **${version}**: ${changes}`).join('\n');

/** The document's introduction (Markdown, shown at the top of /docs/api): the rules every call shares. */
export const API_DESCRIPTION = `Send handwritten notes from your CRM or your own code.

## Authentication
Create a key in your account under **Developers** (/account/developers) and send it as a bearer token:
\`Authorization: Bearer qp_test_…\`. Test keys (\`qp_test_\`) work everywhere but never charge a card or
produce a note; live keys (\`qp_live_\`) do. Test and live data never mix. A missing, malformed or revoked
key is answered with 401.

## Typed client
Generate TypeScript types from this document with [openapi-typescript](https://openapi-ts.dev) and call the API
through [openapi-fetch](https://openapi-ts.dev/openapi-fetch/): every path, parameter, body and answer is then
checked by the compiler.

\`\`\`sh
${V1_CLIENT_GENERATE_COMMANDS}
\`\`\`

The quick start with it — styles and templates, a draft campaign, a recipient, proofs and the quote, a test-mode
submit and its order (our tests generate the types from this very document, type-check this program and run it):

\`\`\`ts
${V1_CLIENT_EXAMPLE}
// await quickStart('https://your-quillpost-site', process.env.QUILLPOST_API_KEY!, '2026-12-15');
\`\`\`

## Idempotency
Send an \`Idempotency-Key\` header (up to 255 characters, e.g. a UUID) with every POST. The same key and
body within 24 hours replays the first answer (with \`Idempotent-Replayed: true\`); the same key with another
body is 422; the same key while the first request still runs is 409. Keys belong to your account and mode (test or
live), not to one API key: a retry sent with a new key after a rotation still replays.

## Pagination
Lists take \`limit\` (1–100, default 10) and \`starting_after\` (the last id of the page you have) or
\`ending_before\` (the first id of the page you have: the page before it), and answer
\`{ "object": "list", "data": [...], "has_more": true|false }\`. Lists filter by what their operation lists:
\`status\`, \`campaign_id\` (orders), \`created[gte]\`, \`created[gt]\`, \`created[lte]\`, \`created[lt]\` (ISO 8601
date-times) and \`metadata[key]=value\` (every key given must match).

## Metadata
Campaigns, recipients, programs, lists and list contacts take \`metadata\`: up to 20 keys of your own (a CRM id,
a deal stage), each value text of up to 500 characters, returned on every read of the object. An order shows its
campaign's. On an update (\`POST /v1/campaigns/{id}\`, \`POST /v1/programs/{id}\`, \`POST /v1/lists/{id}\`, …)
the keys sent replace those stored, a key sent as \`""\` is removed and the others stay.

## Send one note in one call
\`POST /v1/notes\` makes a one-note campaign, adds the recipient (\`to\`, as the recipients endpoint takes one, with the
same address checks), quotes and pays it — a live key charges your account's saved card (402 \`no_saved_card\`
without one), a test key pays in test mode — and answers the **Note** (201): its \`id\` is its recipient's id, with
\`campaign_id\`, \`order_id\`, \`proof_url\`, \`amount\` (cents), \`send_date\`, \`arrive_by\` and \`arrival\`.
Give \`send_date\` (the mailing day) or \`arrive_by\`, not both; neither is as soon as possible. Everything is
checked before anything is made; if paying fails (402) the campaign is cancelled, never left payable. Read it
back with \`GET /v1/notes/{id}\`. A \`return_address\` is printed (not handwritten) in the design's contact block,
on templates whose \`fields\` include \`address\` (per note; a campaign's is its \`address\` contact field).

\`\`\`sh
curl -s https://quillpost.example/v1/notes -H "Authorization: Bearer qp_test_…" -H "Idempotency-Key: deal-42-thanks" \\
  -H 'Content-Type: application/json' -d '{"to": {"name": "Ann Lee", "address": "12 Main St", "city": "Springfield",
  "state": "IL", "zip": "62701"}, "message": "Thanks, {{first_name}}!", "merge_fields": {"first_name": "Ann"},
  "template_id": 12, "arrive_by": "2026-12-15", "metadata": {"crm_id": "deal_42"}}'
\`\`\`

## Lists
Lists are the account's address book, and what a program runs on. Create one (\`POST /v1/lists\`), add its
contacts as JSON or as a CSV file (\`POST /v1/lists/{id}/contacts\`, \`Content-Type: text/csv\`) with the site's
CSV rules (state names to codes, lost leading ZIP zeros padded, a repeat kept once), then name it as a program's
\`list_id\` and one of its \`date_columns\` as its \`date_column\`. Every contact answered carries the site's
address checks in \`address_warnings\` (unknown ZIP, ZIP not in the state, city not of the ZIP, PO box): warnings,
never a refusal. A list a program runs on cannot be deleted (409). ${V1_LIST_MODES}

## Errors
Every error is a 4xx (5xx only for our own faults) with
\`{ "error": { "type", "code", "message", "param", "request_id", "doc_url" } }\`; \`type\` is one of
\`invalid_request_error\`, \`card_error\`, \`authentication_error\`, \`rate_limit_error\`, \`idempotency_error\`,
\`api_error\`, and \`param\` names the field at fault (or is null). A body field or query parameter an operation
does not have (a misspelling, a filter the API lacks) is refused with \`parameter_unknown\`, never ignored.
\`code\` is one of those below, and \`doc_url\` links to its entry here.

${ERROR_CODE_ENTRIES}

## Versioning
Send \`${V1_VERSION_HEADER}: ${currentV1Version()}\` to choose the dated version a call is answered in;
every answer names the version it used in the same header. Without the header, your account's pinned version
is used: the one current on your account's first call. An unknown version is a 400 \`parameter_invalid\`.

A new version is dated only for a breaking change: a field removed, renamed or retyped, a status or error code
changed in meaning, a parameter made required, a default changed. Additive changes ship to every version
without a new date — new fields in answers, new event types, new optional parameters, new operations, new
error codes — so read answers tolerantly and ignore what you do not know. An old version is answered for at
least 12 months after its successor ships, and its retirement is announced here 6 months ahead; an account
pinned to a retired version is answered in the oldest version still live.

Versions (newest last):
${CHANGE_LOG}

## Request ids
Every answer carries a \`Request-Id\` header (\`req_…\`), also in every error body as \`request_id\` and beside each
request in your account's request log. Quote it when you write to us.

## Rate limits
Each key may make 150 requests in any 5 seconds. Answers carry \`RateLimit-Limit\`, \`RateLimit-Remaining\`
and \`RateLimit-Reset\`; over the limit the answer is 429 with \`Retry-After\` (seconds).

## Webhooks
Each endpoint has its own signing secret (\`whsec_…\`). Deliveries are signed with the Standard Webhooks
scheme: headers \`webhook-id\`, \`webhook-timestamp\` and \`webhook-signature\` (HMAC-SHA256 of
\`id.timestamp.body\`); verify them with any Standard Webhooks library before trusting the body
\`{ id, type, created, livemode, data }\`. Deliveries are retried for 3 days, so the same event may arrive
more than once: deduplicate by its \`id\`.

Each event's \`data.object\` is the resource exactly as its \`GET\` answers it at that moment (snake_case,
amounts in cents, your \`metadata\` included): \`order.paid\` and \`order.refunded\` the Order,
\`campaign.status_changed\` the Campaign with \`previous_attributes.status\`, \`note.written\` and
\`note.mailed\` one event per note with its Recipient (its \`status\`, \`written_at\`, \`mailed_at\` and
\`arrival\` window) and \`campaign_id\`, \`program.sends_created\` the
Program, \`payment.failed\` a PaymentFailure. The Webhooks section of this reference gives each event's schema.
In test mode, submit with \`payment_method: pm_card_chargeDeclined\` to get a declined payment and its
\`payment.failed\` event; the campaign stays payable.

Manage endpoints by API: change the URL, events or \`enabled\` with \`POST /v1/webhook_endpoints/{id}\`; send
a \`webhook_endpoint.test\` event with \`…/test\` to see what your receiver answers; rotate the secret with
\`…/rotate_secret\`. For 24 hours after a rotation every delivery carries two signatures
(\`v1,<new> v1,<old>\`): a Standard Webhooks library accepts the delivery with either secret, so you can deploy
the new one without dropping any.
`;
