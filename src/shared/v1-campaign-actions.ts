import type { z } from 'zod';
import { ZV1CampaignSchema } from './v1-campaigns';
import { v1Count } from './v1-fields';

/** What a test advance answers: also how far the notes have got (a step may change them, not the status). */
export const ZV1AdvancedCampaignSchema = ZV1CampaignSchema.extend({
  notes_written: v1Count('Notes the pen has written so far.'),
  notes_mailed: v1Count('Notes mailed so far.'),
}).meta({
  id: 'AdvancedTestCampaign',
  description: 'A test campaign after a test advance, with how far its notes have got.',
});
export type V1AdvancedCampaign = z.infer<typeof ZV1AdvancedCampaignSchema>;

/** A live submit with no card kept on the account: the customer saves one at checkout first. */
export const V1_NO_SAVED_CARD =
  'There is no card saved on this account. Pay once at checkout with "Save this card" ticked, then submit again.';
export const V1_NOTHING_TO_ADVANCE = 'This test campaign is completed: there is nothing left to advance.';
