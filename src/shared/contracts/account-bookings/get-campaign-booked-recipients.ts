import { ZCampaignIdParamsSchema } from '../../campaign';
import { ZBookedRecipientsSchema } from '../../duplicate-booking-schemas';
import { defineContract } from '../contract';

/**
 * Checkout's warning (issue 22 §7): which recipients of the signed-in account's campaign already have a note
 * from its other paid campaigns or its active programs arriving within DUPLICATE_BOOKING_DAYS of this one.
 * Another account's campaign, or one no account owns, is 404.
 */
export const getCampaignBookedRecipients = defineContract({
  method: 'GET',
  path: '/api/account/booked-recipients/campaigns/:id',
  auth: 'account',
  params: ZCampaignIdParamsSchema,
  response: ZBookedRecipientsSchema,
});
