import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import type { Contract, ContractInput, ContractOutput, FILE } from '../../../shared/contracts/contract';
import {
  ApiError,
  apiRequest,
  errorMessage,
  errorStatus,
  type HttpMethod,
  type RequestOptions,
} from '../../lib/api';
import { callWith, contractUrl, keyOf } from '../../lib/call';
import { clearAdminToken, getAdminToken } from './auth/token-store';

/** The bearer token, or a 401 (which sends the admin back to sign-in) when there is none. */
function requireToken(): string {
  const token = getAdminToken();
  if (token) return token;
  clearAdminToken();
  throw new ApiError(401, '', 'Unauthorized');
}

/**
 * Every admin call goes through here: it sends the bearer token, and any 401 clears the token, which
 * sends the admin back to /admin-login (the dashboard watches the token store).
 */
function adminRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  return withAdminToken((token) => apiRequest(method, url, body, { token }));
}

async function withAdminToken<T>(send: (token: string) => Promise<T>): Promise<T> {
  try {
    return await send(requireToken());
  } catch (err) {
    // The server says why (e.g. unused for 12 hours); the sign-in page shows it.
    if (errorStatus(err) === 401) clearAdminToken(errorMessage(err, '') || undefined);
    throw err;
  }
}

/** `call` with the admin's bearer token; a 401 answer clears the token (back to /admin-login). */
export async function adminCall<C extends Contract>(
  contract: C,
  input?: ContractInput<C>,
  options: RequestOptions = {},
): Promise<ContractOutput<C>> {
  return withAdminToken((token) => callWith(contract, input, { ...options, token }));
}

/** Query options for an admin GET; keys start with 'admin' so signing out drops them all. */
export function adminQuery<C extends Contract>(contract: C, input?: ContractInput<C>) {
  return queryOptions({
    queryKey: ['admin', ...keyOf(contract, input)],
    queryFn: ({ signal }) => adminCall(contract, input, { signal }),
  });
}

/** The key prefix of an admin query, for invalidation after a write. */
export const adminKeyOf = (contract: Contract): readonly unknown[] => ['admin', contract.path];

/** Puts a row the server just answered into every cached page of a list, so the table shows it at once. */
export function replaceCachedRow<T extends { id: string }>(
  client: QueryClient,
  list: Contract,
  row: T,
): void {
  client.setQueriesData<{ items: T[] }>({ queryKey: adminKeyOf(list) }, (page) =>
    page ? { ...page, items: page.items.map((r) => (r.id === row.id ? row : r)) } : page,
  );
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else `fallbackName`. */
  filename: string;
}

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** A contract whose answer is a file. */
export type FileContract = Contract & { readonly response: typeof FILE };

/**
 * Fetches a token-protected file through its contract (customer files are never on a public URL), keeping
 * the name the server gives it in Content-Disposition, which `adminCall` (a bare Blob) would lose.
 */
export async function adminFetchFile<C extends FileContract>(
  contract: C,
  input: ContractInput<C>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const res = await adminRequest(contract.method, contractUrl(contract, input));
  const blob = await res.blob();
  return { blob, filename: filenameFrom(res.headers.get('content-disposition')) ?? fallbackName };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
