import { describe, expect, it } from 'vitest';
import { checkoutEmailProblem, ORDER_EMAIL_MESSAGES, ZCreateOrderSchema } from '../../../shared/order';

describe('the checkout e-mail check', () => {
  it('refuses on the page, with the spec message, every address the order would refuse', () => {
    for (const email of ['', 'dana', 'dana@x', '@x.com', 'dana@x.', 'dana @x.com']) {
      expect(checkoutEmailProblem(email)).toEqual(ORDER_EMAIL_MESSAGES);
      expect(ZCreateOrderSchema.shape.customerEmail.safeParse(email).success).toBe(false);
    }
    for (const email of ['dana@whitfieldmotors.com', ' dana@x.co ']) {
      expect(checkoutEmailProblem(email)).toBeNull();
    }
    expect(ORDER_EMAIL_MESSAGES).toEqual({
      title: 'Email Required',
      description: 'Please enter a valid email address.',
    });
  });
});
