import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

/** The provider config.paymentsMode names; null when card payment is off (checkout: Payment Setup Required). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider | null {
  switch (config.paymentsMode) {
    case 'stripe':
      return new StripePaymentProvider({ secretKey: config.stripe.secretKey! });
    case 'test':
      return new TestPaymentProvider(db);
    case 'disabled':
      return null;
  }
}
