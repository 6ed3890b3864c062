import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MANUAL_ORDER_MESSAGES, ZManualOrderSchema } from '../../../../shared/manual-order';
import { EMPTY_ORDER, invalidOrderToast, noteCountOf, type OrderFormValues } from './order-form';

// The resolver the Create Order form uses: the server's schema, values passed on as typed.
const resolve = zodResolver(ZManualOrderSchema, undefined, { raw: true });
const options: ResolverOptions<OrderFormValues> = { fields: {}, shouldUseNativeValidation: false };

const FILLED: OrderFormValues = {
  ...EMPTY_ORDER,
  customerEmail: ' owner@brightside.test ',
  campaignName: 'Spring recall',
  message: 'Hi {{first_name}}!',
  // The id the server gave the checked contacts CSV.
  contactsFileId: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
};

async function toastFor(values: OrderFormValues) {
  const { errors } = await resolve(values, undefined, options);
  return invalidOrderToast(errors);
}

describe('Create Order form checks (back-office.md §5, §8)', () => {
  it('asks for the required fields first, even when the custom price is wrong too', async () => {
    expect(await toastFor(EMPTY_ORDER)).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
    });
    expect(await toastFor({ ...EMPTY_ORDER, customTotal: '0' })).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
    });
  });

  it('refuses a custom total of 0 or an empty one once the override is on', async () => {
    for (const customTotal of ['0', '', '-5', 'free']) {
      expect(await toastFor({ ...FILLED, customTotal })).toEqual({
        title: 'Invalid Price',
        description: MANUAL_ORDER_MESSAGES.customPrice,
      });
    }
  });

  it("names the schema's own problem otherwise", async () => {
    expect(await toastFor({ ...FILLED, customerEmail: 'owner-at-brightside' })).toEqual({
      title: 'Error Creating Order',
      description: MANUAL_ORDER_MESSAGES.email,
    });
    expect(await toastFor({ ...FILLED, totalNotes: 200_000 })).toEqual({
      title: 'Error Creating Order',
      description: MANUAL_ORDER_MESSAGES.totalNotes,
    });
  });

  it('will not send an order before its contacts CSV is checked', async () => {
    expect(await toastFor({ ...FILLED, contactsFileId: '' })).toEqual({
      title: 'Error Creating Order',
      description: MANUAL_ORDER_MESSAGES.contactsRequired,
    });
  });

  it('passes a valid form on as typed, so the server reads the dollars, not parsed cents', async () => {
    const { values, errors } = await resolve({ ...FILLED, customTotal: '99.50' }, undefined, options);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      customTotal: '99.50',
      totalNotes: 25,
      customerEmail: ' owner@brightside.test ',
    });
  });

  it('counts notes as at least 1, and 25 when the box holds no number', () => {
    expect(noteCountOf('120')).toBe(120);
    expect(noteCountOf('0')).toBe(1);
    expect(noteCountOf('')).toBe(25);
  });
});
