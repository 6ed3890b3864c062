/**
 * The request helper every screen uses (public-site.md §7, §8).
 *
 * - every call includes credentials (cookies);
 * - a JSON `Content-Type` is sent only when there is a body (FormData bodies go as multipart);
 * - any non-OK response throws an `Error` whose message is `"{status}: {body text or status text}"`.
 */
export interface RequestOptions {
  /** Adds `Authorization: Bearer {token}` (admin calls). */
  token?: string;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error thrown for non-OK responses; its message is exactly `"{status}: {text}"`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // The body could not be read; the status text stands in for it.
  }
  throw new ApiError(res.status, text, res.statusText);
}

export async function apiRequest(
  method: HttpMethod | (string & {}),
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (body instanceof FormData) {
      payload = body; // the browser sets the multipart boundary
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const res = await fetch(url, {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error thrown by `apiRequest`, or null. */
export function errorStatus(err: unknown): number | null {
  if (err instanceof ApiError) return err.status;
  const m = err instanceof Error ? STATUS_PREFIX.exec(err.message) : null;
  return m ? Number(m[1]) : null;
}

/** The thing asked for is not there: 404, or 400 for an id that cannot be one (a malformed link). */
export function isNotFound(err: unknown): boolean {
  const status = errorStatus(err);
  return status === 404 || status === 400;
}

/**
 * A message fit for a toast: the server's `{ "message": "…" }` when the error came from `apiRequest`,
 * the error's own message for other errors, else `fallback` (empty bodies, network failures, HTML
 * error pages from proxies).
 */
export function errorMessage(err: unknown, fallback = 'Please try again.'): string {
  if (!(err instanceof Error)) return typeof err === 'string' && err.trim() ? err : fallback;
  // fetch() rejects with a TypeError when the network is down: its text means nothing to a customer.
  if (err instanceof TypeError) return fallback;
  if (err instanceof ApiError && !err.body.trim()) return fallback;
  const m = STATUS_PREFIX.exec(err.message);
  if (!m) return err.message.trim() || fallback;
  const text = (m[2] ?? '').trim();
  if (!text) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return fallback;
  } catch {
    // Not JSON: plain text is shown as is, markup is not.
    return text.startsWith('<') || text.length > 300 ? fallback : text;
  }
}
