import { describe, expect, it } from 'vitest';
import {
  ALL_MAILED_NOT_CANCELLABLE,
  CANCELLED_IS_FINAL,
  campaignStep,
  customerMayCancel,
  isStepBack,
  NEVER_BACK_TO_DRAFT,
  nextCampaignStatuses,
  noticeSentence,
} from './campaign-steps';

const fresh = { paid: true, notes: { total: 3, written: 0, mailed: 0 } };

describe('campaignStep', () => {
  it('goes forward without a reason, telling the customer the step reached (never for a draft)', () => {
    expect(campaignStep('pending', 'processing', fresh)).toEqual({
      allowed: true,
      kind: 'forward',
      needsReason: false,
      notice: 'in_production',
    });
    expect(campaignStep('processing', 'completed', fresh)).toMatchObject({
      kind: 'forward',
      notice: 'mailed',
    });
    // Every note already marked mailed: their batch e-mails told the customer.
    const mailed = { paid: true, notes: { total: 3, written: 3, mailed: 3 } };
    expect(campaignStep('processing', 'completed', mailed)).toMatchObject({ notice: null });
    expect(campaignStep('draft', 'processing', { ...fresh, paid: false })).toMatchObject({ notice: null });
  });

  it('steps back only with a reason, telling the customer, and never below what the notes prove', () => {
    expect(campaignStep('processing', 'pending', fresh)).toEqual({
      allowed: true,
      kind: 'back',
      needsReason: true,
      notice: 'back_in_review',
    });
    expect(campaignStep('completed', 'processing', fresh)).toMatchObject({ notice: 'back_in_production' });
    expect(
      campaignStep('processing', 'pending', { paid: true, notes: { total: 3, written: 2, mailed: 0 } }),
    ).toEqual({
      allowed: false,
      problem: '2 notes of this campaign are already marked written, so it stays in production.',
    });
    expect(
      campaignStep('completed', 'processing', { paid: true, notes: { total: 3, written: 3, mailed: 3 } }),
    ).toMatchObject({
      allowed: false,
    });
    expect(campaignStep('pending', 'draft', fresh)).toEqual({ allowed: false, problem: NEVER_BACK_TO_DRAFT });
  });

  it('cancels until every note is mailed; cancelled is final', () => {
    expect(campaignStep('processing', 'cancelled', fresh)).toMatchObject({
      kind: 'cancel',
      notice: 'cancelled',
    });
    expect(campaignStep('draft', 'cancelled', fresh)).toMatchObject({ kind: 'cancel', notice: null });
    expect(campaignStep('completed', 'cancelled', fresh)).toEqual({
      allowed: false,
      problem: ALL_MAILED_NOT_CANCELLABLE,
    });
    expect(campaignStep('cancelled', 'pending', fresh)).toEqual({
      allowed: false,
      problem: CANCELLED_IS_FINAL,
    });
    expect(nextCampaignStatuses('cancelled', fresh)).toEqual(['cancelled']);
    expect(nextCampaignStatuses('processing', fresh)).toEqual([
      'pending',
      'processing',
      'completed',
      'cancelled',
    ]);
  });

  it('lets the customer cancel only a paid order in review with nothing written', () => {
    expect(customerMayCancel('pending', fresh)).toBe(true);
    expect(customerMayCancel('processing', fresh)).toBe(false);
    expect(customerMayCancel('pending', { ...fresh, paid: false })).toBe(false);
    expect(customerMayCancel('pending', { paid: true, notes: { total: 3, written: 1, mailed: 0 } })).toBe(
      false,
    );
  });

  it('says who is told what, and recognises a step back in the history', () => {
    expect(noticeSentence('back_in_review', 'ann@example.test')).toMatch(
      /^The customer \(ann@example\.test\) is e-mailed that the order is back in review/,
    );
    expect(noticeSentence(null, 'ann@example.test')).toBe('Nobody is e-mailed.');
    expect(noticeSentence('cancelled', null)).toBe(
      'Nobody is e-mailed: this campaign has no customer e-mail address.',
    );
    expect(isStepBack('processing', 'pending')).toBe(true);
    expect(isStepBack('pending', 'processing')).toBe(false);
    expect(isStepBack(null, 'pending')).toBe(false);
    expect(isStepBack('processing', 'cancelled')).toBe(false);
  });
});
