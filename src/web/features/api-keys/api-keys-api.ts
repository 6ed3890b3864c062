import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyMode } from '../../../shared/api-keys';
import { createApiKey } from '../../../shared/contracts/account-api-keys/create-api-key';
import { listApiKeys } from '../../../shared/contracts/account-api-keys/list-api-keys';
import { revokeApiKey } from '../../../shared/contracts/account-api-keys/revoke-api-key';
import { call, keyOf, queryFor } from '../../lib/call';

/** The signed-in account's API keys (never the keys themselves). */
export function useApiKeys() {
  return useQuery(queryFor(listApiKeys));
}

/** Makes a key; resolves with the whole key, which is shown this once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; mode: ApiKeyMode }) => call(createApiKey, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listApiKeys) }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(revokeApiKey, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listApiKeys) }),
  });
}
