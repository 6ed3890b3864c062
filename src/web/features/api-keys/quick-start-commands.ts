import {
  addCalendarDays,
  earliestDeliveryDate,
  localTimeZone,
  nextBusinessDay,
  todayIn,
} from '../../../shared/delivery-date';

/** What the commands say where the reader has not just made a key. */
export const KEY_PLACEHOLDER = 'qp_test_YOUR_KEY';

/** The body of "create a campaign"; the reader puts the design they picked in `template_id`. */
export function exampleCampaign(deliveryDate: string) {
  return {
    name: 'Spring thank-yous',
    message: 'Hi {{first_name}}, thank you for being with us this year!',
    style: 'casual',
    template_id: 1,
    delivery_date: deliveryDate,
  };
}

export const EXAMPLE_RECIPIENTS = {
  recipients: [
    {
      name: 'Ann Lee',
      address: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      merge_fields: { first_name: 'Ann' },
    },
  ],
};

/**
 * A delivery date the API accepts for a while yet: a week past the earliest one (the rule the site applies),
 * so the commands still work when followed tomorrow.
 */
export function exampleDeliveryDate(now = new Date()): string {
  return nextBusinessDay(addCalendarDays(earliestDeliveryDate(todayIn(localTimeZone(), now)), 7));
}

const AUTH = '-H "Authorization: Bearer $QP_KEY"';

/** A JSON body as curl's `-d '…'` under a continued line: single quotes keep `$` away from the shell. */
function jsonArgument(body: unknown): string {
  return `-d '${JSON.stringify(body, null, 2).replaceAll('\n', '\n  ')}'`;
}

/**
 * The ten-minute path as curl commands, in order. They share shell variables: QP (this site), QP_KEY and
 * CAMPAIGN_ID (set by hand from the campaign's answer).
 */
export function quickStartCommands({
  origin,
  key,
  deliveryDate,
}: {
  origin: string;
  key: string | null;
  deliveryDate: string;
}) {
  return {
    setup: `export QP=${origin}\nexport QP_KEY=${key ?? KEY_PLACEHOLDER}`,
    designs: [`curl -s "$QP/v1/templates?limit=3" ${AUTH}`, `curl -s "$QP/v1/styles" ${AUTH}`].join('\n'),
    campaign: [
      'curl -s "$QP/v1/campaigns" \\',
      `  ${AUTH} \\`,
      '  -H "Content-Type: application/json" \\',
      `  ${jsonArgument(exampleCampaign(deliveryDate))}`,
    ].join('\n'),
    recipients: [
      'curl -s "$QP/v1/campaigns/$CAMPAIGN_ID/recipients" \\',
      `  ${AUTH} \\`,
      '  -H "Content-Type: application/json" \\',
      `  ${jsonArgument(EXAMPLE_RECIPIENTS)}`,
    ].join('\n'),
    proofs: `curl -s "$QP/v1/campaigns/$CAMPAIGN_ID/proofs" ${AUTH}`,
    submit: [
      'curl -s -X POST "$QP/v1/campaigns/$CAMPAIGN_ID/submit" \\',
      `  ${AUTH} \\`,
      '  -H "Idempotency-Key: submit-$CAMPAIGN_ID"',
    ].join('\n'),
    advance: ['curl -s -X POST "$QP/v1/test/campaigns/$CAMPAIGN_ID/advance" \\', `  ${AUTH}`].join('\n'),
  };
}
