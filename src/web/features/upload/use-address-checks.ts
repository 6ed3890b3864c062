import { useQuery } from '@tanstack/react-query';
import type { TContact } from '../../../shared/contacts-csv';
import { MAX_CONTACTS } from '../../../shared/contacts-csv';
import { checkAddresses } from '../../../shared/contracts/addresses/check-addresses';
import { call } from '../../lib/call';

/** Each list read from a CSV gets a number, so the query key stays small however long the list is. */
const listIds = new WeakMap<readonly TContact[], number>();
let nextListId = 1;

function listId(contacts: readonly TContact[]): number {
  let id = listIds.get(contacts);
  if (id === undefined) {
    id = nextListId++;
    listIds.set(contacts, id);
  }
  return id;
}

/** The address warnings of the list just read (issue 12 §6); they inform, they never block Continue. */
export function useAddressChecks(contacts: readonly TContact[]) {
  return useQuery({
    queryKey: [checkAddresses.path, listId(contacts)],
    queryFn: ({ signal }) =>
      call(
        checkAddresses,
        {
          body: {
            contacts: contacts.map(({ address, address2, city, state, zipCode }) => ({
              address,
              address2,
              city,
              state,
              zipCode,
            })),
          },
        },
        { signal },
      ),
    enabled: contacts.length > 0 && contacts.length <= MAX_CONTACTS,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
