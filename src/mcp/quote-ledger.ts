import type { V1Quote } from '../shared/v1-quote';

/**
 * The quotes this session has shown, by campaign: `submit_campaign` pays only a campaign whose quote the
 * assistant showed, at the amount it showed.
 */
export class QuoteLedger {
  private readonly shown = new Map<string, Pick<V1Quote, 'notes' | 'amount'>>();

  record(quote: V1Quote): void {
    this.shown.set(quote.campaign_id, { notes: quote.notes, amount: quote.amount });
  }

  /** The quote shown for the campaign, if any. */
  shownFor(campaignId: string): Pick<V1Quote, 'notes' | 'amount'> | undefined {
    return this.shown.get(campaignId);
  }
}
