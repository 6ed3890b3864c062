import { isRecord } from '../../../shared/guards';
import { currentV1Version, V1_VERSION_HEADER, V1_VERSIONS } from '../../../shared/v1-versions';

/**
 * What every /v1 call shares, documented once in `components` and referenced by each operation: the
 * request headers Quillpost-Version (v1-version.ts, every keyed operation) and Idempotency-Key (idempotency.ts,
 * every POST), and the response headers — Request-Id (lib/request-id.ts, every answer), Quillpost-Version and
 * RateLimit-* (every keyed answer), Retry-After (429) and Idempotent-Replayed (a replayed POST).
 */
const VERSIONS = V1_VERSIONS.map(({ version }) => version);

const HEADERS = {
  [V1_VERSION_HEADER]: {
    description:
      'The dated API version this answer is in: the one the request asked for, or your pinned one.',
    schema: { type: 'string', format: 'date', enum: VERSIONS },
  },
  'Request-Id': {
    description:
      "The request's id (`req_…`), also in error bodies and your request log: quote it to support.",
    schema: { type: 'string', examples: ['req_5f0c2a9be81d4c7a3e6b9d10'] },
  },
  'RateLimit-Limit': {
    description: 'How many requests the key may make in the window (150 in 5 seconds).',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'How many of them are left in the current window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets.',
    schema: { type: 'integer' },
  },
  'Retry-After': {
    description: 'On a 429: seconds to wait before retrying.',
    schema: { type: 'integer' },
  },
  'Idempotent-Replayed': {
    description:
      '`true` when this answer is the stored answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

type HeaderName = keyof typeof HEADERS;

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique string (up to 255 characters, e.g. a UUID). The same key and body within 24 hours replays the first answer (`Idempotent-Replayed: true`); another body with the key is a 422; while the first request still runs, a 409.',
  schema: {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    examples: ['7c0e9a52-3f6d-4b1e-8a27-c5d9f04b6e13'],
  },
};

const VERSION = {
  name: V1_VERSION_HEADER,
  in: 'header',
  required: false,
  description:
    "The dated API version to answer in (see Versioning). Without it, your account's pinned version: the one current on its first call. An unknown version is a 400 `parameter_invalid`.",
  schema: { type: 'string', format: 'date', enum: VERSIONS, examples: [currentV1Version()] },
};

const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });

interface Document {
  paths?: object;
  components?: object;
}

/** Each operation of the paths, with its method. */
const operationsOf = (paths: object) =>
  Object.values(paths).flatMap((item) => (isRecord(item) ? Object.entries(item) : []));

/**
 * A query parameter holding an object (`created`, `metadata`) is sent as `created[gte]=…` (the server reads
 * it so: lib/bracket-query.ts): OpenAPI's deepObject style, which generated clients follow.
 */
function asDeepObject(parameter: unknown): void {
  if (!isRecord(parameter) || parameter.in !== 'query') return;
  if (isRecord(parameter.schema) && parameter.schema.type === 'object') {
    parameter.style = 'deepObject';
    parameter.explode = true;
    withoutFormatPatterns(parameter.schema);
  }
}

/**
 * zod writes its own regular expression beside a `format` (`date-time`): the format already says it, and the
 * reference would show the long expression to a reader.
 */
function withoutFormatPatterns(schema: Record<string, unknown>): void {
  if (typeof schema.format === 'string') delete schema.pattern;
  for (const value of Object.values(schema)) {
    if (isRecord(value)) withoutFormatPatterns(value);
    if (Array.isArray(value)) for (const item of value) if (isRecord(item)) withoutFormatPatterns(item);
  }
}

/**
 * A body the server reads as absent or null (`.nullish()`, e.g. submit's test payment method) is an optional
 * body of the object alone: a generated client then lets the call be made without one.
 */
function withOptionalBody(operation: Record<string, unknown>): void {
  const body = operation.requestBody;
  if (!isRecord(body) || !isRecord(body.content)) return;
  const json = body.content['application/json'];
  if (!isRecord(json) || !isRecord(json.schema) || !Array.isArray(json.schema.anyOf)) return;
  const branches = json.schema.anyOf.filter((branch) => !(isRecord(branch) && branch.type === 'null'));
  if (branches.length === json.schema.anyOf.length) return;
  body.required = false;
  json.schema = branches.length === 1 ? branches[0] : { anyOf: branches };
}

/** Adds the shared headers to every keyed operation (an open one, the document itself, has none of them). */
export function withV1Conventions<D extends Document>(document: D): D {
  for (const [method, operation] of operationsOf(document.paths ?? {})) {
    if (!isRecord(operation)) continue;
    if (Array.isArray(operation.parameters)) operation.parameters.forEach(asDeepObject);
    withOptionalBody(operation);
    if (Array.isArray(operation.security) && operation.security.length === 0) continue;
    const post = method === 'post';
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    operation.parameters = [
      ...parameters,
      ref('parameters', V1_VERSION_HEADER),
      ...(post ? [ref('parameters', 'Idempotency-Key')] : []),
    ];
    const responses = isRecord(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      if (!isRecord(response)) continue;
      const names: HeaderName[] = [
        'Request-Id',
        V1_VERSION_HEADER,
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ];
      if (status === '4XX') names.push('Retry-After');
      if (post) names.push('Idempotent-Replayed');
      response.headers = Object.fromEntries(names.map((name) => [name, ref('headers', name)]));
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      headers: HEADERS,
      parameters: { [V1_VERSION_HEADER]: VERSION, 'Idempotency-Key': IDEMPOTENCY_KEY },
    },
  };
}
