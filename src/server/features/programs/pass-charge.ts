import type { AppDeps } from '../../app-deps';
import { actAs } from '../../db/actor';
import { AppError } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { cancelUnpaidDraft } from '../campaigns/campaign-payment';
import { chargeSavedCard, type SavedCardCharge } from '../fulfilment/charge-saved-card';
import { payInTestMode } from '../fulfilment/test-mode-payment';
import { findPaidOrder } from '../orders/campaign-orders';
import { payableByAccount } from '../saved-cards/payable-by-account';
import { emitCampaignStatusChanges } from '../webhooks/campaign-events';
import { emitPaymentFailed } from '../webhooks/payment-events';
import { enqueueProgramPausedMail } from './pass-mail';
import {
  accountEmail,
  claimRunToCharge,
  countRunSends,
  findProgram,
  type ProgramRunRow,
  pauseProgramRow,
  settleRun,
} from './pass-store';

export type ChargeDeps = Pick<AppDeps, 'config' | 'database' | 'mail' | 'payments'>;

export interface ChargeOutcome {
  paid: string[];
  failed: string[];
  /** Runs whose charge threw (provider unreachable): left 'charging', taken over by a pass 10 minutes on. */
  errors: unknown[];
}

/**
 * Charges every run waiting for its money, including those a crashed pass left pending or charging. Each
 * run is claimed before its card is charged, so two passes never charge one run; a retried charge is
 * one payment (the provider's idempotency key) and one order (fulfilPayment refuses a second).
 */
export async function chargePendingRuns(deps: ChargeDeps): Promise<ChargeOutcome> {
  const outcome: ChargeOutcome = { paid: [], failed: [], errors: [] };
  for (
    let run = await claimRunToCharge(deps.database.db);
    run;
    run = await claimRunToCharge(deps.database.db)
  ) {
    try {
      const paid = await chargeRun(deps, run);
      (paid ? outcome.paid : outcome.failed).push(run.id);
    } catch (err) {
      outcome.errors.push(err);
    }
  }
  return outcome;
}

/** True when the run ends paid. */
async function chargeRun(deps: ChargeDeps, run: ProgramRunRow): Promise<boolean> {
  const db = deps.database.db;
  const program = await findProgram(db, run.programId);
  if (!run.campaignId || !program) {
    await db.transaction((tx) =>
      settleRun(tx, run.id, { status: 'failed', failure: 'The campaign of this run no longer exists.' }),
    );
    return false;
  }
  // A charge that went through before a crash is not made again: its order settles the run.
  if (await findPaidOrder(db, run.campaignId)) return settlePaid(deps, run.id);
  // A test-mode program's day is never charged: it is paid without the provider (no card needed).
  const payment = { accountId: program.accountId, campaignId: run.campaignId };
  const charge = program.livemode ? await chargeSavedCard(deps, payment) : await payTestRun(deps, payment);
  if (charge.ok || (await findPaidOrder(db, run.campaignId))) return settlePaid(deps, run.id);

  const reason = `The card payment for the notes due on ${run.runDate} failed: ${charge.message}`;
  const notes = await countRunSends(db, run.id);
  const email = await accountEmail(db, program.accountId);
  const settled = await db.transaction(async (tx) => {
    await actAs(tx, 'system', reason);
    if (!(await settleRun(tx, run.id, { status: 'failed', failure: charge.message }))) return false;
    // Nothing unpaid is produced: the day's campaign is cancelled and the program waits for the customer.
    await cancelUnpaidDraft(tx, run.campaignId!);
    await pauseProgramRow(tx, program.id, reason);
    await emitPaymentFailed(tx, {
      campaignId: run.campaignId!,
      programId: program.id,
      failureCode: 'payment_failed',
      failureMessage: charge.message,
      cause: run.id,
    });
    await emitCampaignStatusChanges(tx, run.campaignId!);
    if (email) await enqueueProgramPausedMail(tx, { to: email, program, reason, notes }, mailContext(deps));
    return true;
  });
  if (settled) void deps.mail.kick();
  return false;
}

/** A test-mode run, paid as a test key's submit is (nothing charged), answered as chargeSavedCard answers. */
async function payTestRun(
  deps: ChargeDeps,
  input: { accountId: string; campaignId: string },
): Promise<SavedCardCharge> {
  try {
    const campaign = await payableByAccount(deps.database.db, input.campaignId, input.accountId);
    return { ok: true, orderId: await payInTestMode(deps, campaign) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message };
    throw err;
  }
}

async function settlePaid(deps: ChargeDeps, runId: string): Promise<boolean> {
  await deps.database.db.transaction((tx) => settleRun(tx, runId, { status: 'paid' }));
  return true;
}
