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
import { isRecord } from '../../shared/guards';
import { ApiError, apiRequest, type RequestOptions } from './api';

/** Input is optional when the contract has no params and no body. */
type CallArgs<C extends Contract> =
  object extends ContractInput<C>
    ? [input?: ContractInput<C>, options?: RequestOptions]
    : [input: ContractInput<C>, options?: RequestOptions];

/** The parts of a contract's input that `call` reads: every `ContractInput` has this shape. */
interface InputParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The URL `call` requests: the contract's path with its params filled in, and the query string. */
export function contractUrl<C extends Contract>(contract: C, input?: ContractInput<C>): string {
  const parts: InputParts | undefined = input;
  const params = isRecord(parts?.params) ? parts.params : undefined;
  const query = isRecord(parts?.query) ? parts.query : undefined;
  return fillPath(contract.path, params) + toSearch(query);
}

/**
 * Calls one API operation. A JSON body that the contract's schema refuses never leaves the browser: it throws
 * the same `400: {"message": …}` error the server would answer. The answer is typed by the contract.
 */
export function call<C extends Contract>(
  contract: C,
  ...[input, options]: CallArgs<C>
): Promise<ContractOutput<C>> {
  return callWith(contract, input, options);
}

/** `call` with the input as a plain argument, for wrappers that add options of their own (a token, a signal). */
export async function callWith<C extends Contract>(
  contract: C,
  input: ContractInput<C> | undefined,
  options?: RequestOptions,
): Promise<ContractOutput<C>> {
  const parts: InputParts | undefined = input;
  const body = parts?.body;
  if (body !== undefined && contract.body && contract.body !== MULTIPART) {
    const checked = contract.body.safeParse(body);
    if (!checked.success) {
      const message = describeIssues(checked.error.issues, 'body');
      throw new ApiError(400, JSON.stringify({ message }), 'Bad Request');
    }
  }
  const res = await apiRequest(contract.method, contractUrl(contract, input), body, options);
  // The one place an answer gets its type: the server's route is typed by the same contract and checks its
  // answer against the response schema. It is not parsed again here: a schema with transforms need not
  // accept its own output.
  return (await readAnswer(contract, res)) as ContractOutput<C>;
}

/** The answer's body: a Blob for a file, the JSON value, or undefined when empty. */
async function readAnswer(contract: Contract, res: Response): Promise<unknown> {
  if (contract.response === FILE) return res.blob();
  const text = contract.response === EMPTY ? '' : await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** The query key of a contract: its path first, so `invalidateQueries({queryKey: keyOf(c)})` hits every input. */
export function keyOf<C extends Contract>(contract: C, input?: ContractInput<C>): readonly unknown[] {
  const parts: InputParts | undefined = input;
  if (!parts) return [contract.path];
  return [contract.path, parts.params ?? null, parts.query ?? null];
}

/** TanStack Query options for a GET contract: `useQuery(queryFor(listTemplates))`. */
export function queryFor<C extends Contract>(contract: C, ...[input, options]: CallArgs<C>) {
  return queryOptions({
    queryKey: keyOf(contract, input),
    queryFn: ({ signal }) => callWith(contract, input, { ...options, signal }),
  });
}
