import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addSavedContact } from '../../../shared/contracts/account-lists/add-saved-contact';
import { createSavedList } from '../../../shared/contracts/account-lists/create-saved-list';
import { deleteSavedList } from '../../../shared/contracts/account-lists/delete-saved-list';
import { getSavedList } from '../../../shared/contracts/account-lists/get-saved-list';
import { listSavedLists } from '../../../shared/contracts/account-lists/list-saved-lists';
import { removeSavedContact } from '../../../shared/contracts/account-lists/remove-saved-contact';
import { renameSavedList } from '../../../shared/contracts/account-lists/rename-saved-list';
import { updateSavedContact } from '../../../shared/contracts/account-lists/update-saved-contact';
import type { TCreateSavedListInput, TSavedContactInput } from '../../../shared/saved-lists';
import { call, keyOf, queryFor } from '../../lib/call';

export function useSavedLists(enabled = true) {
  return useQuery({ ...queryFor(listSavedLists), enabled });
}

export function useSavedList(id: string | undefined) {
  return useQuery({ ...queryFor(getSavedList, { params: { id: id ?? '' } }), enabled: Boolean(id) });
}

/** Fetches one whole list on demand (the upload step uses it once, when the customer picks it). */
export function fetchSavedList(id: string) {
  return call(getSavedList, { params: { id } });
}

/** Every change to a list shows in the overview (counts, order) and in the list itself. */
function useInvalidateLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keyOf(listSavedLists) }),
      client.invalidateQueries({ queryKey: keyOf(getSavedList) }),
    ]);
}

export function useCreateSavedList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: TCreateSavedListInput) => call(createSavedList, { body }),
    onSuccess: invalidate,
  });
}

export function useRenameSavedList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      call(renameSavedList, { params: { id }, body: { name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteSavedList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: string) => call(deleteSavedList, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Adds a contact (no `contactId`) or fixes one; answers the stored contact and its address warnings. */
export function useSaveContact(listId: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ contactId, body }: { contactId?: string; body: TSavedContactInput }) =>
      contactId
        ? call(updateSavedContact, { params: { id: listId, contactId }, body })
        : call(addSavedContact, { params: { id: listId }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveContact(listId: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (contactId: string) => call(removeSavedContact, { params: { id: listId, contactId } }),
    onSuccess: invalidate,
  });
}
