import { arrivalWindow } from '../../../shared/arrival-window';
import { deliveryPlan } from '../../../shared/delivery-date';
import type { V1Arrival } from '../../../shared/v1-campaigns';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { orderTimeline } from '../account-orders/order-timeline';
import { notesProgressOf } from '../campaigns/notes-progress-store';
import { listStatusHistory } from '../campaigns/status-history-store';

/** What a campaign's arrival is read from. */
export type ArrivalSource = Pick<CampaignRow, 'id' | 'status' | 'deliveryDate'>;

/**
 * /v1's `arrival` of each campaign, by id: the delivery rule's plan for its date (as checkout and the
 * confirmation say it), and once every note is mailed the window from that day, exactly as the account's
 * order page reads it (its timeline: the last mailing, or staff completing the campaign). null without a
 * date and once cancelled, as there.
 */
export async function v1ArrivalsOf(
  db: DbOrTx,
  campaigns: readonly ArrivalSource[],
): Promise<Map<string, V1Arrival>> {
  const mailed = await mailedDays(db, campaigns);
  return new Map(campaigns.map((c) => [c.id, v1Arrival(c, mailed.get(c.id) ?? null)]));
}

function v1Arrival(campaign: ArrivalSource, mailedOn: string | null): V1Arrival {
  const { deliveryDate } = campaign;
  if (campaign.status === 'cancelled' || !deliveryDate) return null;
  const window = arrivalWindow({ deliveryDate, mailedOn })!;
  return {
    mail_by: deliveryPlan(deliveryDate).mailedOn,
    mailed_on: mailedOn,
    arrives_from: window.from,
    arrives_by: window.to,
  };
}

/**
 * The calendar day (UTC, as the account reads it) every note of a campaign was mailed, for those that have
 * one. Only a campaign in production or completed can (marking notes mailed moves it there), so drafts and
 * campaigns in review cost no query.
 */
async function mailedDays(db: DbOrTx, campaigns: readonly ArrivalSource[]): Promise<Map<string, string>> {
  const producing = campaigns.filter((c) => c.status === 'processing' || c.status === 'completed');
  const days = new Map<string, string>();
  if (producing.length === 0) return days;
  const progress = await notesProgressOf(
    db,
    producing.map((c) => c.id),
  );
  for (const campaign of producing) {
    const { mailedAt } = orderTimeline({
      paidAt: null,
      campaignStatus: campaign.status,
      history: await listStatusHistory(db, campaign.id),
      progress: progress.get(campaign.id)!,
    });
    if (mailedAt) days.set(campaign.id, mailedAt.slice(0, 10));
  }
  return days;
}
