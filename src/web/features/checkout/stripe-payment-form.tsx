import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { TPaymentIntentResponse } from '../../../shared/payments';
import { PaymentForm } from './payment-form';
import type { useCheckoutSubmit } from './use-checkout-submit';

let stripePromise: Promise<Stripe | null> | null = null;

/** Stripe.js is fetched from js.stripe.com only here, on the checkout route, and only once. */
function getStripe(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= loadStripe(publishableKey);
  return stripePromise;
}

type Props = {
  publishableKey: string;
  campaignId: string;
  intent: TPaymentIntentResponse;
  checkout: ReturnType<typeof useCheckoutSubmit>;
};

/** Card entry through Stripe Elements; loaded lazily so the test-mode checkout never downloads it. */
export default function StripePaymentForm({ publishableKey, ...props }: Props) {
  return (
    <Elements
      stripe={getStripe(publishableKey)}
      options={{
        clientSecret: props.intent.clientSecret,
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: '#1f2a5a',
            borderRadius: '8px',
            fontFamily: 'Inter, system-ui, sans-serif',
          },
        },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ campaignId, intent, checkout }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();

  async function confirm(receiptEmail: string): Promise<string> {
    if (!stripe || !elements) throw new Error('The card form is still loading. Please try again.');
    // The intent may have just changed on the server ("Save this card"): Elements reads it again first.
    await elements.fetchUpdates();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: {
        receipt_email: receiptEmail,
        // Only redirect-based methods (some bank authentications) come back here.
        return_url: `${window.location.origin}/checkout/${campaignId}`,
      },
    });
    if (error) throw new Error(error.message ?? 'Your payment could not be completed.');
    if (paymentIntent?.status !== 'succeeded') {
      throw new Error('Your payment is still processing. We will e-mail you as soon as it is confirmed.');
    }
    return paymentIntent.id;
  }

  return (
    <PaymentForm
      checkout={checkout}
      amount={intent.amount}
      payDisabled={!stripe || !elements}
      confirm={confirm}
    >
      <PaymentElement options={{ layout: 'tabs' }} />
    </PaymentForm>
  );
}
