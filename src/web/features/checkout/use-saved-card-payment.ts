import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCampaign } from '../../../shared/campaign';
import { dismissToast, toast } from '../../components/ui/toast';
import { forgetPaidDraft } from '../../draft/forget-paid-draft';
import { trackEvent } from '../../lib/analytics';
import { errorMessage } from '../../lib/api';
import { payWithSavedCard } from '../saved-card/card-api';
import { campaignQuery } from './checkout-api';
import { PAYMENT_SUCCESS_TOAST } from './use-checkout-submit';

export type SavedCardPhase = { kind: 'idle' } | { kind: 'paying' } | { kind: 'declined'; message: string };

/**
 * "Pay with Visa •••• 4242": the server charges the card kept on the account and makes the order in one
 * call, so there is no card form and no separate order step; then the usual confirmation page.
 */
export function useSavedCardPayment(campaign: TCampaign) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SavedCardPhase>({ kind: 'idle' });

  async function pay() {
    dismissToast();
    setPhase({ kind: 'paying' });
    try {
      const { orderId } = await payWithSavedCard(campaign.id);
      trackEvent('purchase', {
        transaction_id: campaign.number,
        value: Number(campaign.totalAmount),
        currency: 'USD',
      });
      queryClient.removeQueries({ queryKey: campaignQuery(campaign.id).queryKey });
      await forgetPaidDraft(campaign.id);
      toast(PAYMENT_SUCCESS_TOAST);
      navigate(`/order-confirmed/${orderId}`);
    } catch (err) {
      const message = errorMessage(err, 'Your payment could not be completed. Please try again.');
      setPhase({ kind: 'declined', message });
      toast({ variant: 'destructive', title: 'Payment Failed', description: message });
    }
  }

  return { phase, busy: phase.kind === 'paying', pay };
}
