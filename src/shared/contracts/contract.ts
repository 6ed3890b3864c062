/**
 * One contract per HTTP operation (GUIDE: "One contract per route"). A contract names the method and the
 * path (Fastify syntax, `:param`) and holds the zod schemas of its params, query, body and answer. The server
 * registers the route from it (`src/server/lib/contract-route.ts`), the web calls it through `call()`
 * (`src/web/lib/call.ts`), so nobody writes a response type or a URL twice.
 */
import type { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The body is `multipart/form-data` (files); the route reads the parts itself. */
export const MULTIPART = 'multipart';
/** The answer is a file (bytes with their own content type), not JSON. */
export const FILE = 'file';
/** The answer has no body (204). */
export const EMPTY = 'empty';

/**
 * Who may call an operation, enforced by the server scope the route is registered in (`route()` refuses at
 * boot a contract whose auth its scope does not enforce):
 * - `public`: anyone; the operation names nothing of anyone's (or takes its credential, as sign-in does);
 * - `link`: whoever holds an unguessable id or secret of the thing it names (a guest's campaign, an order's
 *   confirmation). The handler checks the id; a thing an account owns also needs that account's session;
 * - `account`: a customer's session cookie; `staff`: an admin session's bearer token; `api-key`: a /v1 key.
 */
export type ContractAuth = 'public' | 'link' | 'account' | 'staff' | 'api-key';

/** How the public API's reference names and explains an operation: every `/v1` contract has them. */
interface OperationDocs {
  /** Verb and noun in camelCase (`createCampaign`): the method name a generated client gives the operation. */
  readonly operationId: string;
  /** One line, for the reference's sidebar. */
  readonly summary: string;
  /** What the operation does and the rules it keeps (Markdown). */
  readonly description: string;
  /** The media type of a file answer (`image/svg+xml`), which the reference shows as its success response. */
  readonly fileType?: string;
  /** The body may also be a CSV file (`text/csv`): what it holds. */
  readonly csvBody?: string;
}

export interface Contract {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: ContractAuth;
  readonly docs?: OperationDocs;
  readonly params?: z.ZodType<Record<string, unknown>, Record<string, string>>;
  readonly query?: z.ZodType<Record<string, unknown>>;
  readonly body?: z.ZodType | typeof MULTIPART;
  readonly response: z.ZodType | typeof FILE | typeof EMPTY;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
}

/** Identity with a precise type: `defineContract({...})` keeps the literal method, path and schemas. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: params, query and body as their schemas accept them (before parsing). */
export type ContractInput<C extends Contract> = (C['params'] extends z.ZodType
  ? { params: SchemaInput<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: SchemaInput<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType
    ? { body: SchemaInput<C['body']> }
    : C['body'] extends typeof MULTIPART
      ? { body: FormData }
      : { body?: undefined });

/** What a caller receives: the parsed answer, a Blob for files, undefined for 204. */
export type ContractOutput<C extends Contract> = C['response'] extends z.ZodType
  ? SchemaOutput<C['response']>
  : C['response'] extends typeof FILE
    ? Blob
    : undefined;

/** What the server's handler returns for JSON answers: anything the response schema accepts. */
export type ContractReply<C extends Contract> = C['response'] extends z.ZodType
  ? SchemaInput<C['response']>
  : undefined;

/** What the server's handler reads, after validation. */
export interface ContractRequestParts<C extends Contract> {
  params: C['params'] extends z.ZodType ? SchemaOutput<C['params']> : Record<string, never>;
  query: C['query'] extends z.ZodType ? SchemaOutput<C['query']> : Record<string, never>;
  body: C['body'] extends z.ZodType ? SchemaOutput<C['body']> : undefined;
}

/** `/api/orders/:id` with `{id: 'x y'}` → `/api/orders/x%20y`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A query object as a search string (`?a=1&b=x`), skipping undefined, null and empty values. */
export function toSearch(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
