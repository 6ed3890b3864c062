import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminFile } from '../../../../shared/contracts/files/get-admin-file';
import { adminFetchFile } from '../admin-api';

const FILE_ID = '0b9f3c1e-8f7a-4d2b-9c61-2f5e8a7d4b10';

function storage(token: string | null) {
  const items = new Map(token ? [['adminToken', token]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function answer(headers: Record<string, string>, status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(status === 200 ? 'a,b\r\n' : '{"message":"File not found."}', { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.stubGlobal('window', {
    localStorage: storage('t0ken'),
    sessionStorage: storage(null),
    dispatchEvent: () => true,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('adminFetchFile(contract, input, fallbackName)', () => {
  it('requests the contract URL with the bearer token and keeps the UTF-8 name of Content-Disposition', async () => {
    const fetchMock = answer({
      'content-type': 'text/csv',
      'content-disposition': `attachment; filename="Caf_ list.csv"; filename*=UTF-8''Caf%C3%A9%20list.csv`,
    });
    const file = await adminFetchFile(
      getAdminFile,
      { params: { fileId: FILE_ID }, query: { disposition: 'inline' } },
      'fallback.csv',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/files/${FILE_ID}?disposition=inline`,
      expect.objectContaining({ method: 'GET', headers: { Authorization: 'Bearer t0ken' } }),
    );
    expect(file.filename).toBe('Café list.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
  });

  it('falls back to the given name when the server names none', async () => {
    answer({ 'content-type': 'image/png' });
    const file = await adminFetchFile(getAdminFile, { params: { fileId: FILE_ID } }, 'front.png');
    expect(file.filename).toBe('front.png');
  });

  it('throws the spec error text and forgets the token on a 401', async () => {
    answer({ 'content-type': 'application/json' }, 401);
    await expect(adminFetchFile(getAdminFile, { params: { fileId: FILE_ID } }, 'x')).rejects.toThrow(
      '401: {"message":"File not found."}',
    );
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });
});
