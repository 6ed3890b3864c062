import { addCalendarDays, todayIn } from '../../../shared/delivery-date';
import {
  type BookedNote,
  type BookedRecipient,
  findBookedRecipients,
  noteArrivesBy,
  type PlannedNote,
  recipientKey,
  zipOfRecipientKey,
} from '../../../shared/duplicate-booking';
import { duplicateBookingWarning, NAMED_BOOKED_RECIPIENTS } from '../../../shared/duplicate-booking-message';
import type { TBookedRecipients, TProgramBookingQuery } from '../../../shared/duplicate-booking-schemas';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/campaign-store';
import { listRecipientKeys } from '../campaigns/contact-store';
import { findOwnedCampaign } from '../campaigns/owned-campaigns';
import { listPaidRecipients } from '../campaigns/paid-recipients';
import { plannedProgramNotes, programBookings } from '../programs/program-bookings';

/**
 * Issue 22 §7: before a signed-in customer pays for a campaign or saves a program, the recipients who already
 * have a note from the same account arriving within DUPLICATE_BOOKING_DAYS are named. A warning, never a
 * refusal. Guests get none: without an account there is no history that is theirs to match against (a
 * guest's earlier orders are open to anyone holding their links, not tied to this visitor).
 */

type Deps = Pick<AppDeps, 'config' | 'database'>;

/** The account's own campaign at checkout: its notes all arrive by one day (today's ASAP when none is chosen). */
export async function campaignBookedRecipients(
  deps: Deps,
  accountId: string,
  campaignId: string,
  now: Date,
): Promise<TBookedRecipients> {
  const db = deps.database.db;
  const days = deps.config.duplicateBookingDays;
  const campaign = await findOwnedCampaign(db, { accountId, livemode: true }, campaignId);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (days === 0) return answer(days, null, []);
  const arrives = noteArrivesBy({
    deliveryDate: campaign.deliveryDate,
    mailedOn: null,
    orderedOn: todayIn('UTC', now),
  });
  const planned = (await listRecipientKeys(db, campaign.id)).map((c) => ({
    key: recipientKey(c),
    name: c.name,
    arrives,
  }));
  const booked = await bookedNotes(db, accountId, planned, days, {
    campaignId: campaign.id,
    programId: null,
  });
  return answer(days, arrives, findBookedRecipients(planned, booked, days));
}

/** The program form's choices: each contact's note arrives on its own day. */
export async function programBookedRecipients(
  deps: Deps,
  accountId: string,
  query: TProgramBookingQuery,
  now: Date,
): Promise<TBookedRecipients> {
  const db = deps.database.db;
  const days = deps.config.duplicateBookingDays;
  const planned = await plannedProgramNotes(db, accountId, query, now);
  if (days === 0) return answer(days, null, []);
  const booked = await bookedNotes(db, accountId, planned, days, {
    campaignId: null,
    programId: query.programId ?? null,
  });
  return answer(days, null, findBookedRecipients(planned, booked, days));
}

/** The account's paid campaigns' and active programs' notes that may clash with `planned`. */
async function bookedNotes(
  db: DbOrTx,
  accountId: string,
  planned: readonly PlannedNote[],
  days: number,
  except: { campaignId: string | null; programId: string | null },
): Promise<BookedNote[]> {
  if (planned.length === 0) return [];
  const arrivals = planned.map((p) => p.arrives).sort();
  const range = { from: addCalendarDays(arrivals[0]!, -days), to: addCalendarDays(arrivals.at(-1)!, days) };
  const zips = [...new Set(planned.map((p) => zipOfRecipientKey(p.key)))];
  const [paid, programs] = await Promise.all([
    listPaidRecipients(db, { accountId, exceptCampaignId: except.campaignId, zips, ...range }),
    programBookings(db, { accountId, livemode: true }, range, except.programId),
  ]);
  const fromCampaigns = paid.map((row) => ({
    key: recipientKey(row),
    source: row.campaignName,
    arrives: noteArrivesBy({
      deliveryDate: row.deliveryDate,
      // The calendar day of the mailing in UTC, as the account's order page reads it.
      mailedOn: row.mailedAt?.toISOString().slice(0, 10) ?? null,
      orderedOn: (row.paidAt ?? row.orderedAt).toISOString().slice(0, 10),
    }),
  }));
  return [...fromCampaigns, ...programs];
}

function answer(days: number, arrives: string | null, recipients: BookedRecipient[]): TBookedRecipients {
  return {
    days,
    count: recipients.length,
    recipients: recipients.slice(0, NAMED_BOOKED_RECIPIENTS),
    warning: duplicateBookingWarning({ days, arrives, recipients }),
  };
}
