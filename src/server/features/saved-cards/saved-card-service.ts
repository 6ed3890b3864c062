import type { TSavedCard } from '../../../shared/saved-cards';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { providerFailed } from '../../lib/errors';
import { deleteSavedCard, findSavedCard } from './saved-card-store';

export async function getSavedCard(db: Db, accountId: string): Promise<TSavedCard | null> {
  const row = await findSavedCard(db, accountId);
  return row ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear } : null;
}

const PROVIDER_UNREACHABLE =
  'We could not reach our payment provider to remove the card. Nothing changed; please try again.';

/**
 * Forgets the account's card: the provider first (Stripe detaches the PaymentMethod, so it can never be
 * charged again), then our row. Nothing to forget is fine. Used by DELETE /api/account/card and by the
 * account's deletion.
 */
export async function removeSavedCard(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  accountId: string,
): Promise<void> {
  const db = deps.database.db;
  const row = await findSavedCard(db, accountId);
  if (!row) return;
  // A card kept by a provider this server no longer uses cannot be charged from here: only the row is left.
  if (deps.payments?.name === row.provider) {
    try {
      await deps.payments.forgetCard({
        customerId: row.providerCustomerId,
        paymentMethodId: row.providerPaymentMethodId,
      });
    } catch {
      throw providerFailed(PROVIDER_UNREACHABLE);
    }
  }
  await deleteSavedCard(db, accountId, row.providerPaymentMethodId);
}
