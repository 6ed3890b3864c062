import {
  type Contract,
  type ContractInput,
  type ContractOutput,
  fillPath,
  toSearch,
} from '../shared/contracts/contract';
import { isRecord } from '../shared/guards';
import { ZV1ErrorSchema } from '../shared/v1-errors';
import type { McpConfig } from './config';

/** An answer of the API that is not a success: its status and the API's own message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface InputParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Calls one /v1 operation by its contract; the answer is parsed by the contract's response schema. */
export type ApiCall = <C extends Contract>(
  contract: C,
  input: ContractInput<C>,
  headers?: Record<string, string>,
) => Promise<ContractOutput<C>>;

/** The one fetch wrapper of the MCP server: the key as a bearer token, JSON in and out, the API's errors kept. */
export function createApiCall(config: McpConfig, fetchImpl: typeof fetch = fetch): ApiCall {
  return async (contract, input, headers = {}) => {
    const parts: InputParts = input;
    const params = isRecord(parts.params) ? parts.params : undefined;
    const url =
      config.apiUrl +
      fillPath(contract.path, params) +
      toSearch(isRecord(parts.query) ? parts.query : undefined);
    const res = await fetchImpl(url, {
      method: contract.method,
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        accept: 'application/json',
        ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
    });
    const text = await res.text();
    if (!res.ok) throw new ApiError(res.status, errorMessage(res.status, text));
    if (typeof contract.response !== 'object') throw new Error(`${contract.path} does not answer JSON`);
    return contract.response.parse(JSON.parse(text)) as ContractOutput<typeof contract>;
  };
}

function errorMessage(status: number, text: string): string {
  try {
    const { error } = ZV1ErrorSchema.parse(JSON.parse(text));
    return `${error.message} (${status} ${error.code}${error.param ? `, ${error.param}` : ''})`;
  } catch {
    return `The Quillpost API answered ${status}: ${text.slice(0, 500)}`;
  }
}
