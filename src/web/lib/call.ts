import { queryOptions } from '@tanstack/react-query';
import {
  type Contract,
  type ContractInput,
  type ContractOutput,
  EMPTY,
  FILE,
  fillPath,
  MULTIPART,
  toSearch,
} from '../../shared/contracts/contract';
import { describeIssues } from '../../shared/describe-issues';
import { ApiError, apiRequest, type RequestOptions } from './api';

/** Input is optional when the contract has no params and no body. */
export type CallArgs<C extends Contract> =
  object extends ContractInput<C>
    ? [input?: ContractInput<C>, options?: RequestOptions]
    : [input: ContractInput<C>, options?: RequestOptions];

/** The URL `call` requests: the contract's path with its params filled in, and the query string. */
export function contractUrl<C extends Contract>(contract: C, input?: ContractInput<C>): string {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  return fillPath(contract.path, parts?.params) + toSearch(parts?.query);
}

/**
 * Calls one API operation. A JSON body that the contract's schema refuses never leaves the browser: it throws
 * the same `400: {"message": …}` error the server would answer. The answer is typed by the contract.
 */
export async function call<C extends Contract>(contract: C, ...[input, options]: CallArgs<C>) {
  const body = (input as { body?: unknown } | undefined)?.body;
  if (body !== undefined && contract.body && contract.body !== MULTIPART) {
    const checked = contract.body.safeParse(body);
    if (!checked.success) {
      const message = describeIssues(checked.error.issues, 'body');
      throw new ApiError(400, JSON.stringify({ message }), 'Bad Request');
    }
  }
  const res = await apiRequest(contract.method, contractUrl(contract, input), body, options);
  if (contract.response === FILE) return (await res.blob()) as ContractOutput<C>;
  const text = contract.response === EMPTY ? '' : await res.text();
  return (text ? JSON.parse(text) : undefined) as ContractOutput<C>;
}

/** The query key of a contract: its path first, so `invalidateQueries({queryKey: keyOf(c)})` hits every input. */
export function keyOf<C extends Contract>(contract: C, input?: ContractInput<C>): readonly unknown[] {
  if (!input) return [contract.path];
  const parts = input as { params?: unknown; query?: unknown };
  return [contract.path, parts.params ?? null, parts.query ?? null];
}

/** TanStack Query options for a GET contract: `useQuery(queryFor(listTemplates))`. */
export function queryFor<C extends Contract>(contract: C, ...[input, options]: CallArgs<C>) {
  return queryOptions({
    queryKey: keyOf(contract, input),
    queryFn: ({ signal }) =>
      call(contract, ...([input, { ...options, signal }] as unknown as CallArgs<C>)) as Promise<
        ContractOutput<C>
      >,
  });
}
