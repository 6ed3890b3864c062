import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract, EMPTY } from '../../shared/contracts/contract';
import { calculatePricing } from '../../shared/contracts/pricing/calculate-pricing';
import { call, contractUrl, keyOf } from './call';

const getOrder = defineContract({
  method: 'GET',
  path: '/api/things/:id',
  auth: 'link',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.coerce.number().optional(), q: z.string().optional() }),
  response: z.object({ id: z.string() }),
});
const deleteThing = defineContract({
  method: 'DELETE',
  path: '/api/things/:id',
  auth: 'link',
  params: z.object({ id: z.string() }),
  response: EMPTY,
});

function answer(status: number, body: string) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(body || null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('call(contract, input)', () => {
  it('fills path params (encoded) and the query string', () => {
    expect(contractUrl(getOrder, { params: { id: 'a b/c' }, query: { page: 2, q: '' } })).toBe(
      '/api/things/a%20b%2Fc?page=2',
    );
  });

  it('refuses a body that does not match the contract before any request, in the spec error format', async () => {
    const fetchMock = answer(200, '{}');
    const err = await call(calculatePricing, { body: { noteCount: 0 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toHaveProperty(
      'message',
      '400: {"message":"noteCount must be a whole number between 1 and 100000."}',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a matching body as JSON with the contract method and returns the parsed answer', async () => {
    const fetchMock = answer(200, '{"total":"349.00","pricePerNote":"3.49","savings":"150.00"}');
    const result = await call(calculatePricing, { body: { noteCount: 100 } });
    expect(result.pricePerNote).toBe('3.49');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/calculate-pricing');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"noteCount":100}');
  });

  it('throws "{status}: {body}" for answers that are not OK, and resolves empty answers to undefined', async () => {
    answer(404, '{"message":"Not found."}');
    await expect(call(getOrder, { params: { id: 'x' } })).rejects.toThrow('404: {"message":"Not found."}');
    answer(204, '');
    await expect(call(deleteThing, { params: { id: 'x' } })).resolves.toBeUndefined();
  });

  it('keys queries by path first, so one invalidation covers every input', () => {
    expect(keyOf(getOrder)).toEqual(['/api/things/:id']);
    expect(keyOf(getOrder, { params: { id: '1' } })).toEqual(['/api/things/:id', { id: '1' }, null]);
  });
});
