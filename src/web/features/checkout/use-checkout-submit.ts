import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCampaign } from '../../../shared/campaign';
import { checkoutEmailProblem } from '../../../shared/order';
import { dismissToast, toast } from '../../components/ui/toast';
import { forgetPaidDraft } from '../../draft/forget-paid-draft';
import { trackEvent } from '../../lib/analytics';
import { errorMessage } from '../../lib/api';
import { useMe } from '../account/account-api';
import { rememberConfirmationEmail } from '../order-confirmed/confirmation-email';
import { campaignQuery, placeOrder } from './checkout-api';

export type CheckoutPhase =
  | { kind: 'idle' }
  | { kind: 'paying' }
  /** The provider refused the card: the reason stays on the page until the next attempt. */
  | { kind: 'declined'; message: string }
  | { kind: 'placing' }
  /** The card was charged but the order call failed: the customer must be told, with the payment reference. */
  | { kind: 'orderFailed'; paymentIntentId: string; email: string; message: string };

/** The success toast after payment (public-site.md §9). */
export const PAYMENT_SUCCESS_TOAST = {
  title: 'Payment successful!',
  description: 'Your campaign is confirmed and will begin processing within 1-2 business days.',
} as const;

const DECLINED_FALLBACK = 'Your payment could not be completed. Please try again.';

/** Where a redirect-based payment method sends the customer back with the e-mail they typed. */
export const PENDING_EMAIL_KEY = 'qp-checkout-email';

/**
 * The checkout's one submission path, whichever provider takes the card (public-site.md §4): check the
 * e-mail, confirm the payment with the provider, then create the order and open its confirmation.
 */
export function useCheckoutSubmit(campaign: TCampaign) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'idle' });
  const [emailInvalid, setEmailInvalid] = useState(false);
  const me = useMe();

  async function finish(paymentIntentId: string, email: string) {
    setPhase({ kind: 'placing' });
    try {
      const order = await placeOrder({ campaignId: campaign.id, paymentIntentId, customerEmail: email });
      trackEvent('purchase', { transaction_id: order.number, value: Number(order.amount), currency: 'USD' });
      sessionStorage.removeItem(PENDING_EMAIL_KEY);
      rememberConfirmationEmail(order.id, email);
      queryClient.removeQueries({ queryKey: campaignQuery(campaign.id).queryKey });
      await forgetPaidDraft(campaign.id);
      toast(PAYMENT_SUCCESS_TOAST);
      navigate(`/order-confirmed/${order.id}`);
    } catch (err) {
      setPhase({ kind: 'orderFailed', paymentIntentId, email, message: errorMessage(err) });
    }
  }

  /**
   * `check` runs the form's own checks after the e-mail's (false stops quietly; it may wait, as a form's
   * validation does); `confirm` takes the card and resolves with the succeeded intent's id, or throws with the
   * provider's message.
   */
  async function submit(
    email: string,
    confirm: (email: string) => Promise<string>,
    check: () => boolean | Promise<boolean> = () => true,
  ) {
    const problem = checkoutEmailProblem(email);
    setEmailInvalid(problem !== null);
    if (problem) {
      toast({ variant: 'destructive', title: problem.title, description: problem.description });
      return;
    }
    if (!(await check())) return;
    // An earlier 'Payment Failed' must not linger over a retry that succeeds.
    dismissToast();
    setPhase({ kind: 'paying' });
    let paymentIntentId: string;
    try {
      sessionStorage.setItem(PENDING_EMAIL_KEY, email.trim());
      paymentIntentId = await confirm(email.trim());
    } catch (err) {
      const message = errorMessage(err, DECLINED_FALLBACK);
      setPhase({ kind: 'declined', message });
      toast({ variant: 'destructive', title: 'Payment Failed', description: message });
      return;
    }
    await finish(paymentIntentId, email.trim());
  }

  return {
    phase,
    /** A signed-in customer's address (a campaign's page never carries the buyer's: anyone may hold its link). */
    defaultEmail: me.data?.email ?? '',
    emailInvalid,
    busy: phase.kind === 'paying' || phase.kind === 'placing',
    submit,
    /** Creates the order for a payment that already went through (after a failure or a redirect back). */
    finish,
  };
}
