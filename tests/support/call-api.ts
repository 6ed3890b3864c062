import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/server/config';
import {
  type Contract,
  type ContractInput,
  type ContractOutput,
  EMPTY,
  FILE,
  fillPath,
  MULTIPART,
  toSearch,
} from '../../src/shared/contracts/contract';

/**
 * Who calls: a browser with its session cookie (a customer's, or a guest's link), or a client with a Bearer
 * token (a staff session, an API key). No caller: a guest's browser without a cookie.
 */
export type Caller = { cookie: string } | { bearer: string };

/** An answer outside 2xx: its status and the `message` of its JSON error body, for `rejects.toMatchObject`. */
export class ApiCallError extends Error {
  readonly apiMessage: string | undefined;
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.apiMessage = parseMessage(body);
  }
}

/** The site's errors are `{message}`, the public API's `{error: {message}}`. */
function parseMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || !parsed) return undefined;
    const error =
      'error' in parsed && typeof parsed.error === 'object' && parsed.error ? parsed.error : parsed;
    return 'message' in error ? String(error.message) : undefined;
  } catch {
    return undefined;
  }
}

/** The in-process app (API tests) or a running server, by its base URL (e2e tests). */
type Target = { app: FastifyInstance; config: Pick<Config, 'publicUrl'> } | { url: string };

interface Answer {
  status: number;
  body: string;
  bytes: Uint8Array<ArrayBuffer>;
}

async function send(
  target: Target,
  method: Contract['method'],
  url: string,
  headers: Record<string, string>,
  body: unknown,
) {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const withType = json === undefined ? headers : { 'content-type': 'application/json', ...headers };
  if ('app' in target) {
    const res = await target.app.inject({ method, url, headers: withType, payload: json });
    return { status: res.statusCode, body: res.body, bytes: new Uint8Array(res.rawPayload) } satisfies Answer;
  }
  const res = await fetch(`${target.url}${url}`, { method, headers: withType, body: json });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, body: new TextDecoder().decode(bytes), bytes } satisfies Answer;
}

function headersOf(target: Target, method: string, caller?: Caller): Record<string, string> {
  if (!caller) return {};
  if ('bearer' in caller) return { authorization: `Bearer ${caller.bearer}` };
  // A browser's write carries the site's Origin (account writes refuse other sites').
  const site = 'app' in target ? target.config.publicUrl : target.url;
  return method === 'GET'
    ? { cookie: caller.cookie }
    : { cookie: caller.cookie, origin: new URL(site).origin };
}

/**
 * Calls the app through a contract, as the site's pages and API clients do: the URL from the contract's path
 * and the input's params and query, the body as JSON. Answers the contract's output, checked against its
 * response schema, so a test also fails when the server's answer drifts from its contract. Throws
 * {@link ApiCallError} for any status outside 2xx. Multipart uploads keep their own helpers.
 */
export async function callApi<C extends Contract>(
  target: Target,
  contract: C,
  input: ContractInput<C>,
  options: { as?: Caller; headers?: Record<string, string> } = {},
): Promise<ContractOutput<C>> {
  if (contract.body === MULTIPART) throw new Error(`${contract.path} takes a multipart body: use its helper`);
  // ContractInput<C> is conditional on the generic C, which TypeScript cannot resolve to its parts here.
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const res = await send(
    target,
    contract.method,
    `${fillPath(contract.path, parts.params)}${toSearch(parts.query)}`,
    { ...headersOf(target, contract.method, options.as), ...options.headers },
    parts.body,
  );
  if (res.status < 200 || res.status > 299) throw new ApiCallError(res.status, res.body);
  if (contract.response === EMPTY) return undefined as ContractOutput<C>;
  if (contract.response === FILE) return new Blob([res.bytes]) as ContractOutput<C>;
  return contract.response.parse(JSON.parse(res.body)) as ContractOutput<C>;
}
