import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { ownCampaign } from '../campaigns/campaign-claims';
import type { CardSaver } from '../payments/card-on-file';
import { findSavedCard } from './saved-card-store';

/**
 * Who keeps the card that pays this campaign, when its signed-in payer ticked "Save this card". The card is
 * saved on the campaign's account at fulfilment, so that account must be the payer's: a campaign of another
 * account keeps nobody's card (null).
 */
export async function cardSaverFor(
  db: DbOrTx,
  provider: string,
  campaign: CampaignRow,
  account: { accountId: string; email: string },
): Promise<CardSaver | null> {
  if (!(await ownCampaign(db, campaign, account.accountId))) return null;
  const saved = await findSavedCard(db, account.accountId);
  return {
    accountId: account.accountId,
    email: account.email,
    customerId: saved?.provider === provider ? saved.providerCustomerId : undefined,
  };
}
