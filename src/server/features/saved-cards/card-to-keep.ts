import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { KeptCard } from '../payments/card-on-file';
import { findIntent } from '../payments/payment-intent-store';

/**
 * The card to keep when this payment is fulfilled: only for an intent opened with "Save this card". Read
 * before the fulfilment transaction, so the provider's answer never holds the campaign's lock; failing to
 * read it is logged and never stops the order.
 */
export async function cardToKeep(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  intentId: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<KeptCard | null> {
  const provider = deps.payments;
  if (!provider) return null;
  const row = await findIntent(deps.database.db, intentId);
  if (!row?.saveCard || row.provider !== provider.name) return null;
  try {
    return await provider.keptCardOf(intentId);
  } catch (err) {
    log?.warn({ err, paymentIntentId: intentId }, 'card to keep could not be read; the order goes ahead');
    return null;
  }
}
