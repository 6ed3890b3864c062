import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccountCard } from '../../../shared/contracts/account-card/get-account-card';
import { payWithAccountCard } from '../../../shared/contracts/account-card/pay-with-account-card';
import { removeAccountCard } from '../../../shared/contracts/account-card/remove-account-card';
import { call, keyOf, queryFor } from '../../lib/call';

/** The card kept on the signed-in customer's account (`{ card: null }` when none); asked when signed in. */
export function useAccountCard(enabled = true) {
  return useQuery({ ...queryFor(getAccountCard), enabled });
}

/** Removes the kept card; the account page and the checkout then show none. */
export function useRemoveAccountCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(removeAccountCard),
    onSuccess: () => client.setQueryData(keyOf(getAccountCard), { card: null }),
  });
}

/** Pays the campaign with the kept card; resolves with the new order's id, throws with the bank's reason. */
export function payWithSavedCard(campaignId: string) {
  return call(payWithAccountCard, { body: { campaignId } });
}
