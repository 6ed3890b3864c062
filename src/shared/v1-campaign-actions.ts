import { z } from 'zod';
import { TEST_CARDS } from './payments';
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

/**
 * Stripe's test payment methods a test key may pay with, and the test card each stands for: the test
 * provider treats them as the checkout's test card form treats those numbers.
 */
export const V1_TEST_PAYMENT_METHODS = {
  pm_card_visa: TEST_CARDS.success,
  pm_card_chargeDeclined: TEST_CARDS.declined,
} as const;
export type V1TestPaymentMethod = keyof typeof V1_TEST_PAYMENT_METHODS;

/** `POST /v1/campaigns/:id/submit`: no body needed; a test key may name the test payment method. */
export const ZV1SubmitCampaignSchema = z
  .strictObject({
    payment_method: z
      .enum(Object.keys(V1_TEST_PAYMENT_METHODS) as [V1TestPaymentMethod, ...V1TestPaymentMethod[]])
      .optional()
      .meta({
        description:
          "Test keys only: `pm_card_visa` (the default) pays; `pm_card_chargeDeclined` is declined as Stripe's test card 4000 0000 0000 0002 is (402 `card_declined`, a `payment.failed` event, the campaign still payable). A live key pays with the account's saved card and may not send it.",
        examples: ['pm_card_chargeDeclined'],
      }),
  })
  // Sent with no body at all (Fastify reads that as null): every field is optional.
  .nullish();

export const V1_PAYMENT_METHOD_TEST_ONLY =
  "Only test keys choose a payment method: a live key pays with the account's saved card.";
