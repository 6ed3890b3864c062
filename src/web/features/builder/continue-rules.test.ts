import { describe, expect, it } from 'vitest';
import { LONG_SAMPLE_CONTACT, type MessageFit } from '../../../shared/message-fit';
import { createEmptyDraft, type TCampaignDraft } from '../../draft/campaign-draft';
import { continueBlockers } from './continue-rules';

const measure = (fits: boolean, room: number): MessageFit => ({
  fits,
  room,
  used: fits ? 0.5 : 1.2,
  limitedBy: 'card',
  contact: LONG_SAMPLE_CONTACT,
  sample: true,
  values: [],
  paragraphBreaks: false,
});

describe('Continue and the card’s room', () => {
  const ready = (): TCampaignDraft => {
    const draft = createEmptyDraft('Dear {{first_name}}, thank you!');
    return {
      ...draft,
      name: 'Spring',
      postcard: {
        ...draft.postcard,
        selectedTemplate: { id: 7, name: 'Just Listed', category: 'business' as const },
      },
    };
  };

  it('waits for a message the card cannot hold, saying about how much to cut', () => {
    expect(continueBlockers(ready())).toEqual([]);
    expect(continueBlockers(ready(), measure(true, 120))).toEqual([]);
    expect(continueBlockers(ready(), measure(false, -42))).toEqual([
      'Shorten your message by about 40 characters so it fits the card.',
    ]);
  });

  it('names the 600-character maximum first when the message is over it', () => {
    const draft = ready();
    const long = { ...draft, postcard: { ...draft.postcard, message: 'x'.repeat(601) } };
    expect(continueBlockers(long, measure(false, -300))).toEqual(['Shorten your message to 600 characters.']);
  });
});
