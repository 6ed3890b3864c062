import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardProblem,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  TEST_CARDS,
  testCardOutcome,
} from './payments';

const NOW = new Date(2026, 10, 21); // 21 November 2026
const good = { number: '4242 4242 4242 4242', expMonth: 11, expYear: 26, cvc: '123' };

describe('test card rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhnValid(TEST_CARDS.success)).toBe(true);
    expect(luhnValid(TEST_CARDS.declined)).toBe(true);
    expect(luhnValid(TEST_CARDS.insufficientFunds)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(cardProblem(good, NOW)).toBeNull();
    expect(cardProblem({ ...good, expMonth: 10 }, NOW)).toBe(CARD_MESSAGES.expired);
    expect(cardProblem({ ...good, expYear: 2025, expMonth: 12 }, NOW)).toBe(CARD_MESSAGES.expired);
  });

  it.each([
    [{ number: '4242 4242' }, CARD_MESSAGES.incompleteNumber],
    [{ number: '4242 4242 4242 4243' }, CARD_MESSAGES.invalidNumber],
    [{ number: '4242-abcd-4242-4242' }, CARD_MESSAGES.invalidNumber],
    [{ expMonth: 0 }, CARD_MESSAGES.invalidMonth],
    [{ expYear: 2099 }, CARD_MESSAGES.invalidYear],
    [{ cvc: '12' }, CARD_MESSAGES.incompleteCvc],
    [{ cvc: '12a' }, CARD_MESSAGES.incompleteCvc],
  ])('refuses %o', (change, message) => {
    expect(cardProblem({ ...good, ...change }, NOW)).toBe(message);
  });

  it('behaves like Stripe test cards', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ status: 'succeeded' });
    expect(testCardOutcome(TEST_CARDS.declined)).toMatchObject({ message: 'Your card was declined.' });
    expect(testCardOutcome(TEST_CARDS.insufficientFunds)).toMatchObject({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(testCardOutcome('5555555555554444')).toMatchObject({ status: 'failed' });
  });

  it('formats and parses what people type', () => {
    expect(formatCardNumber('42424242 4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('0429')).toBe('04 / 29');
    expect(parseExpiry('04 / 29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4/2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('April')).toBeNull();
  });
});
