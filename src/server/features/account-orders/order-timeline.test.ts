import { describe, expect, it } from 'vitest';
import type { TStatusHistoryEntry } from '../../../shared/tracking';
import { orderTimeline } from './order-timeline';

const row = (subject: TStatusHistoryEntry['subject'], status: string, at: string): TStatusHistoryEntry => ({
  subject,
  status,
  fromStatus: null,
  actor: 'system',
  detail: null,
  at,
});
const paid = [
  row('order', 'paid', '2030-06-01T10:00:00.000Z'),
  row('campaign', 'pending', '2030-06-01T10:00:00.000Z'),
];
const none = { contacts: 200, written: 0, mailed: 0, lastWrittenAt: null, lastMailedAt: null };
const states = (t: ReturnType<typeof orderTimeline>) => t.steps.map((s) => s.state);

describe('orderTimeline', () => {
  it('shows a partial batch as the next stage’s detail while production is current', () => {
    const t = orderTimeline({
      paidAt: new Date('2030-06-01T10:00:00Z'),
      campaignStatus: 'processing',
      history: [...paid, row('campaign', 'processing', '2030-06-02T09:00:00.000Z')],
      progress: { ...none, written: 120, mailed: 50, lastWrittenAt: new Date('2030-06-03T12:00:00Z') },
    });
    expect(t.stage).toBe('in_production');
    expect(states(t)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(t.steps[2]!.at).toBe('2030-06-02T09:00:00.000Z');
    expect(t.steps[3]!.detail).toBe('120 of 200 notes written');
    expect(t.steps[4]!.detail).toBe('50 of 200 notes mailed');
    expect(t.mailedAt).toBeNull();
  });

  it('counts a campaign staff set completed as mailed, dated by that change', () => {
    const t = orderTimeline({
      paidAt: new Date('2030-06-01T10:00:00Z'),
      campaignStatus: 'completed',
      history: [...paid, row('campaign', 'completed', '2030-06-05T16:00:00.000Z')],
      progress: none,
    });
    expect(t.stage).toBe('mailed');
    expect(states(t)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(t.mailedAt).toBe('2030-06-05T16:00:00.000Z');
  });

  it('keeps the last stage reached before a cancellation, with nothing current', () => {
    const t = orderTimeline({
      paidAt: new Date('2030-06-01T10:00:00Z'),
      campaignStatus: 'cancelled',
      history: [...paid, row('campaign', 'cancelled', '2030-06-01T11:00:00.000Z')],
      progress: none,
    });
    expect(t.stage).toBe('in_review');
    expect(states(t)).toEqual(['done', 'done', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('shows every note written as a finished step, with the mailing under way (not "Written, in progress")', () => {
    const t = orderTimeline({
      paidAt: new Date('2030-06-01T10:00:00Z'),
      campaignStatus: 'processing',
      history: [...paid, row('campaign', 'processing', '2030-06-02T09:00:00.000Z')],
      progress: { ...none, written: 200, lastWrittenAt: new Date('2030-06-03T12:00:00Z') },
    });
    expect(t.stage).toBe('written');
    expect(states(t)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(t.steps[3]).toMatchObject({ label: 'Written', at: '2030-06-03T12:00:00.000Z', detail: null });
  });

  it('takes a stage back off after a staff step back, and dates a stage by its last start', () => {
    const back = { ...row('campaign', 'pending', '2030-06-02T10:00:00.000Z'), fromStatus: 'processing' };
    const stepped = orderTimeline({
      paidAt: new Date('2030-06-01T10:00:00Z'),
      campaignStatus: 'pending',
      history: [...paid, row('campaign', 'processing', '2030-06-02T09:00:00.000Z'), back],
      progress: none,
    });
    expect(stepped.stage).toBe('in_review');
    expect(states(stepped)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(stepped.steps[1]!.at).toBe('2030-06-02T10:00:00.000Z');

    const again = orderTimeline({
      paidAt: new Date('2030-06-01T10:00:00Z'),
      campaignStatus: 'processing',
      history: [
        ...paid,
        row('campaign', 'processing', '2030-06-02T09:00:00.000Z'),
        back,
        row('campaign', 'processing', '2030-06-04T08:00:00.000Z'),
      ],
      progress: none,
    });
    expect(again.stage).toBe('in_production');
    expect(again.steps[2]!.at).toBe('2030-06-04T08:00:00.000Z');
  });

  it('keeps production reached when a campaign in production is cancelled', () => {
    const t = orderTimeline({
      paidAt: new Date('2030-06-01T10:00:00Z'),
      campaignStatus: 'cancelled',
      history: [
        ...paid,
        row('campaign', 'processing', '2030-06-02T09:00:00.000Z'),
        { ...row('campaign', 'cancelled', '2030-06-02T11:00:00.000Z'), fromStatus: 'processing' },
      ],
      progress: none,
    });
    expect(t.stage).toBe('in_production');
    expect(states(t)).toEqual(['done', 'done', 'done', 'upcoming', 'upcoming']);
  });
});
