import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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

function headersOf(
  config: Pick<Config, 'publicUrl'>,
  method: string,
  caller?: Caller,
): Record<string, string> {
  if (!caller) return {};
  if ('bearer' in caller) return { authorization: `Bearer ${caller.bearer}` };
  // A browser's write carries the site's Origin (account writes refuse other sites').
  return method === 'GET'
    ? { cookie: caller.cookie }
    : { cookie: caller.cookie, origin: new URL(config.publicUrl).origin };
}

/**
 * Calls the in-process app through a contract, as the site's pages and API clients do: the URL from the
 * contract's path and the input's params and query, the body as JSON. Answers the contract's output, checked
 * against its response schema, so a test also fails when the server's answer drifts from its contract.
 * Throws {@link ApiCallError} for any status outside 2xx. Multipart uploads keep their own helpers.
 */
export async function callApi<C extends Contract>(
  t: { app: FastifyInstance; config: Pick<Config, 'publicUrl'> },
  contract: C,
  input: ContractInput<C>,
  options: { as?: Caller; headers?: Record<string, string> } = {},
): Promise<ContractOutput<C>> {
  if (contract.body === MULTIPART) throw new Error(`${contract.path} takes a multipart body: use its helper`);
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const res = await t.app.inject({
    method: contract.method,
    url: `${fillPath(contract.path, parts.params)}${toSearch(parts.query)}`,
    headers: { ...headersOf(t.config, contract.method, options.as), ...options.headers },
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
  if (res.statusCode < 200 || res.statusCode > 299) throw new ApiCallError(res.statusCode, res.body);
  if (contract.response === EMPTY) return undefined as ContractOutput<C>;
  if (contract.response === FILE) return new Blob([new Uint8Array(res.rawPayload)]) as ContractOutput<C>;
  return (contract.response as z.ZodType).parse(res.json()) as ContractOutput<C>;
}
