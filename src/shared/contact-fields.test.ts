import { describe, expect, it } from 'vitest';
import { ZCreateCampaignSchema } from './campaign';
import { toContactFieldPayloads } from './contact-fields';

describe('toContactFieldPayloads', () => {
  it('writes social fields as the creation payload states them and drops what the builder drops', () => {
    const payload = toContactFieldPayloads([
      { type: 'website', value: ' whitfieldmotors.com ' },
      { type: 'socialMedia', value: '@whitfield', socialPlatform: 'instagram' },
      { type: 'socialMedia', value: '@nobody' },
      { type: 'phone', value: '   ' },
    ]);
    expect(payload).toEqual([
      { type: 'website', value: 'whitfieldmotors.com' },
      { type: 'social', platform: 'instagram', value: '@whitfield' },
    ]);
  });

  it('is stored the same as the draft shape the server also accepts', () => {
    const parse = (contactFields: unknown) => ZCreateCampaignSchema.shape.contactFields.parse(contactFields);
    expect(
      parse(toContactFieldPayloads([{ type: 'socialMedia', value: '@q', socialPlatform: 'tiktok' }])),
    ).toEqual(parse([{ type: 'socialMedia', socialPlatform: 'tiktok', value: '@q' }]));
  });
});
