import type { FastifyPluginAsync } from 'fastify';
import { checkProgramBookedRecipients } from '../../../shared/contracts/account-bookings/check-program-booked-recipients';
import { getCampaignBookedRecipients } from '../../../shared/contracts/account-bookings/get-campaign-booked-recipients';
import type { AppDeps } from '../../app-deps';
import { clockOf } from '../../lib/clock';
import { route } from '../../lib/contract-route';
import { accountOf } from '../account-sessions/require-account';
import { campaignBookedRecipients, programBookedRecipients } from './booked-recipients-service';

/**
 * The duplicate-booking warnings (issue 22 §7), registered inside the account's signed-in scope: each reads
 * only the signed-in account's campaigns, programs and lists. Guests have no such route (no history to match).
 */
export const bookedRecipientRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const clock = clockOf(deps);

    route(app, getCampaignBookedRecipients, (request) =>
      campaignBookedRecipients(deps, accountOf(request).accountId, request.params.id, clock()),
    );

    route(app, checkProgramBookedRecipients, (request) =>
      programBookedRecipients(deps, accountOf(request).accountId, request.query, clock()),
    );
  };
