import { V1_NOTHING_TO_ADVANCE, type V1AdvancedCampaign } from '../../../shared/v1-campaign-actions';
import type { AppDeps } from '../../app-deps';
import { conflict } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { countNotesProgress, type NotesCounts } from '../campaigns/notes-progress-store';
import { findPaidOrder } from '../orders/campaign-orders';
import { markNotesProgressAs } from '../tracking/production-progress';
import { changeCampaignStatusAs } from '../tracking/staff-status-change';
import { v1Campaign } from '../v1-objects/v1-campaign-view';
import { campaignInScope } from './v1-campaign-in-scope';
import { V1Error } from './v1-error';
import type { V1Scope } from './v1-scope';

/** Who the status history names for a test campaign's steps: nobody did them, so the system. */
const TEST_ADVANCE_ACTOR = 'system';

type Step = { status: 'processing' | 'completed' } | { notes: 'written' | 'mailed' };

/** The next step of a paid campaign's life: into production, every note written, every note mailed (completed). */
function nextStep(status: string, notes: NotesCounts): Step | null {
  if (status === 'draft' || status === 'pending') return { status: 'processing' };
  if (notes.written < notes.total) return { notes: 'written' };
  if (notes.mailed < notes.total) return { notes: 'mailed' };
  return status === 'completed' ? null : { status: 'completed' };
}

/**
 * POST /v1/test/campaigns/:id/advance (test keys only): moves a submitted test campaign one step with the
 * back office's own services (status change, notes marked written / mailed), so the status history, the
 * webhooks and the order's timeline are exactly those of a produced campaign. Marking every note mailed
 * completes it; after that, 409.
 */
export async function advanceTestCampaign(
  deps: AppDeps,
  scope: V1Scope,
  campaignId: string,
): Promise<V1AdvancedCampaign> {
  if (scope.livemode) {
    throw new V1Error(
      403,
      'invalid_request_error',
      'test_mode_only',
      'Only a test key (qp_test_…) can advance a campaign; live campaigns move as they are produced.',
    );
  }
  const db = deps.database.db;
  const campaign = await campaignInScope(db, scope, campaignId);
  if (campaign.status === 'cancelled') throw conflict('This test campaign is cancelled: it cannot advance.');
  const order = await findPaidOrder(db, campaign.id);
  if (!order) throw conflict('Submit this test campaign first: only a paid campaign advances.');

  const step = nextStep(campaign.status, await countNotesProgress(db, campaign.id));
  if (!step) throw new V1Error(409, 'invalid_request_error', 'nothing_to_advance', V1_NOTHING_TO_ADVANCE);
  const context = mailContext(deps);
  const { mailed } =
    'status' in step
      ? await changeCampaignStatusAs(
          db,
          { campaignId: campaign.id, status: step.status },
          TEST_ADVANCE_ACTOR,
          context,
        )
      : await markNotesProgressAs(db, campaign.id, { stage: step.notes }, TEST_ADVANCE_ACTOR, context);
  if (mailed) void deps.mail.kick();

  const notes = await countNotesProgress(db, campaign.id);
  return {
    ...(await v1Campaign(db, await campaignInScope(db, scope, campaign.id))),
    notes_written: notes.written,
    notes_mailed: notes.mailed,
  };
}
