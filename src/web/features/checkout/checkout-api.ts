import { useQuery } from '@tanstack/react-query';
import { getCampaignBookedRecipients } from '../../../shared/contracts/account-bookings/get-campaign-booked-recipients';
import { getCampaign } from '../../../shared/contracts/campaigns/get-campaign';
import { placeOrder as placeOrderContract } from '../../../shared/contracts/orders/place-order';
import { confirmTestPayment as confirmTestPaymentContract } from '../../../shared/contracts/payments/confirm-test-payment';
import { createPaymentIntent } from '../../../shared/contracts/payments/create-payment-intent';
import type { TCreateOrder } from '../../../shared/order';
import type { TTestPaymentConfirm } from '../../../shared/payments';
import { call, queryFor } from '../../lib/call';

/** The campaign being paid; its key is removed once the order exists, so a revisit shows it paid. */
export const campaignQuery = (campaignId: string) => queryFor(getCampaign, { params: { id: campaignId } });

export function useCampaign(campaignId: string) {
  return useQuery(campaignQuery(campaignId));
}

/**
 * Who on the signed-in customer's campaign already has a note on the way (issue 22 §7). Asked only when signed
 * in: a guest has no account history to match. A campaign no account owns answers 404, shown as nothing.
 */
export function useBookedRecipients(campaignId: string, signedIn: boolean) {
  return useQuery({
    ...queryFor(getCampaignBookedRecipients, { params: { id: campaignId } }),
    enabled: signedIn,
    // Asked again each time checkout opens: contacts changed meanwhile, or another order was paid.
    staleTime: 0,
  });
}

/**
 * The payment intent for the campaign. The server answers the same open intent when asked again, so a
 * re-render or a second tab cannot open a second payment.
 */
export function usePaymentIntent(campaignId: string, enabled: boolean) {
  return useQuery({
    // A POST: its key names the campaign it is for, which keyOf (params and query only) would not.
    queryKey: [createPaymentIntent.path, campaignId],
    queryFn: () => call(createPaymentIntent, { body: { campaignId } }),
    enabled,
    gcTime: 0,
  });
}

/**
 * Records the signed-in customer's "Save this card" choice on the open intent just before the card is
 * confirmed (the server answers the same intent, now keeping or not keeping the card).
 */
export function rememberSaveCard(campaignId: string, saveCard: boolean) {
  return call(createPaymentIntent, { body: { campaignId, saveCard } });
}

export function placeOrder(body: TCreateOrder) {
  return call(placeOrderContract, { body });
}

/** The test provider's confirmPayment. */
export function confirmTestPayment(body: TTestPaymentConfirm) {
  return call(confirmTestPaymentContract, { body });
}
