import type { TCampaign, TCreateCampaign } from '../../../shared/campaign';
import type { CampaignStatus } from '../../../shared/statuses';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { Db } from '../../db/client';
import { builderColumns, checkWebPayload, chosenTemplate } from './campaign-payload';
import { insertCampaign } from './campaign-store';
import { recomputeTotals } from './campaign-totals';
import { getCampaign } from './campaign-view';
import { assertMessageFits } from './message-fit-check';

export interface CreateCampaignOptions {
  source: 'web' | 'admin';
  /** Staff's agreed total for a manual order; overrides the tier price. */
  customTotalCents?: number | null;
  status?: CampaignStatus;
  /** Admin orders without a CSV: the number of notes staff typed. Stored contacts take over once uploaded. */
  noteCount?: number;
  /** The signed-in customer who started it: the campaign belongs to their account. */
  accountId?: string | null;
  /** false: made with a test API key, never charged or produced. */
  livemode?: boolean;
  /** The integrator's own key-value pairs (/v1). */
  metadata?: V1Metadata;
  /** For tests: the moment "today" is taken from. */
  now?: Date;
}

/**
 * Creates a campaign from the shared payload. Web campaigns must be complete and plausible (a template or an
 * upload, a delivery date on a business day at least 7 days out, contact fields the design prints, a message
 * that fits the card: `assertMessageFits`); staff may create anything.
 */
export async function createCampaign(
  db: Db,
  input: TCreateCampaign,
  options: CreateCampaignOptions,
): Promise<TCampaign> {
  const template = await chosenTemplate(db, input);
  if (options.source === 'web') {
    checkWebPayload(input, template, options.now ?? new Date());
    await assertMessageFits(db, input);
  }

  const id = await db.transaction(async (tx) => {
    const row = await insertCampaign(tx, {
      ...builderColumns(input, template),
      stationeryType: input.stationeryType,
      customerEmail: input.customerEmail ?? null,
      invoiceNotes: input.invoiceNotes ?? null,
      customTotalCents: options.customTotalCents ?? null,
      totalNotes: options.noteCount ?? 0,
      status: options.status ?? 'draft',
      source: options.source,
      accountId: options.accountId ?? null,
      // Made without an owner (a guest, or staff for a customer): its id is the key to its pages.
      guestLink: !options.accountId,
      livemode: options.livemode ?? true,
      metadata: options.metadata ?? {},
    });
    await recomputeTotals(tx, row.id);
    return row.id;
  });
  return getCampaign(db, id);
}
