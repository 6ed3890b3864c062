import { describe, expect, it } from 'vitest';
import { deliveryDateProblem } from '../../../shared/delivery-date';
import { ZV1CreateCampaignSchema } from '../../../shared/v1-campaigns';
import { ZV1AddRecipientsSchema } from '../../../shared/v1-recipients';
import {
  EXAMPLE_RECIPIENTS,
  exampleCampaign,
  exampleDeliveryDate,
  KEY_PLACEHOLDER,
  quickStartCommands,
} from './quick-start-commands';

/** What the shell hands curl as the body: the text between `-d '` and the closing quote. */
function bodyOf(command: string): unknown {
  const match = /-d '([^']*)'$/.exec(command);
  if (!match) throw new Error(`no single-quoted body in: ${command}`);
  return JSON.parse(match[1]!);
}

describe('the quick start commands', () => {
  const deliveryDate = exampleDeliveryDate();
  const commands = quickStartCommands({ origin: 'https://quillpost.test', key: null, deliveryDate });

  it('create a campaign the API accepts, for a date it accepts', () => {
    expect(deliveryDateProblem(deliveryDate, new Date())).toBeNull();
    expect(bodyOf(commands.campaign)).toEqual(exampleCampaign(deliveryDate));
    // Every field survives the API's schema (an unknown name would be stripped, a bad value refused).
    expect(ZV1CreateCampaignSchema.parse(bodyOf(commands.campaign))).toMatchObject(
      exampleCampaign(deliveryDate),
    );
  });

  it('send recipients the API accepts, intact through the shell quoting', () => {
    expect(bodyOf(commands.recipients)).toEqual(EXAMPLE_RECIPIENTS);
    expect(ZV1AddRecipientsSchema.parse(EXAMPLE_RECIPIENTS)).toEqual(EXAMPLE_RECIPIENTS);
  });

  it("use this site's origin and the key just made, or a placeholder", () => {
    expect(commands.setup).toBe(`export QP=https://quillpost.test\nexport QP_KEY=${KEY_PLACEHOLDER}`);
    const made = quickStartCommands({ origin: 'http://127.0.0.1:3000', key: 'qp_test_abc', deliveryDate });
    expect(made.setup).toBe('export QP=http://127.0.0.1:3000\nexport QP_KEY=qp_test_abc');
  });

  it('submit with an Idempotency-Key, so a retried submit cannot charge twice', () => {
    expect(commands.submit).toContain('-H "Idempotency-Key: submit-$CAMPAIGN_ID"');
  });
});
