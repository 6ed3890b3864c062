import { ApiError, apiRequest, errorStatus, type HttpMethod } from '../../lib/api';
import { clearAdminToken, getAdminToken } from './auth/token-store';

/**
 * Every admin call goes through here: it sends the bearer token, and any 401 clears the token, which
 * sends the admin back to /admin-login (the dashboard watches the token store).
 */
export async function adminRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const token = getAdminToken();
  if (!token) {
    clearAdminToken();
    throw new ApiError(401, '', 'Unauthorized');
  }
  try {
    return await apiRequest(method, url, body, { token });
  } catch (err) {
    if (errorStatus(err) === 401) clearAdminToken();
    throw err;
  }
}

export async function adminGet<T>(url: string): Promise<T> {
  const res = await adminRequest('GET', url);
  return (await res.json()) as T;
}

/** Sends JSON (or FormData) and parses a JSON answer; empty answers (204) resolve to undefined. */
export async function adminSend<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await adminRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
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

/** Fetches a token-protected file (customer files are never on a public URL). */
export async function adminFetchFile(url: string, fallbackName: string): Promise<DownloadedFile> {
  const res = await adminRequest('GET', url);
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
