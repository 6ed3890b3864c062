import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../shared/public-config';
import { getPublicConfig, setPublicConfig } from './public-config';

describe('the public config the server hands over', () => {
  it('is read as sent when it is complete', () => {
    const sent: PublicConfig = {
      salesEmail: 'sales@quillpost.test',
      gaMeasurementId: 'G-TEST1234',
      paymentsMode: 'stripe',
      stripePublishableKey: 'pk_test_123',
      publicUrl: 'https://quillpost.test',
      social: { facebook: 'https://facebook.com/quillpost', instagram: null, linkedin: null, twitter: null },
    };
    setPublicConfig(sent);
    expect(getPublicConfig()).toEqual(sent);
  });

  it('falls back field by field on what is missing or malformed (the dev server sends none)', () => {
    setPublicConfig({
      paymentsMode: 'bitcoin',
      social: { facebook: 'http://insecure.example' },
      publicUrl: 'https://x.test/',
    });
    expect(getPublicConfig()).toEqual({
      salesEmail: 'sales@quillpost.com',
      gaMeasurementId: null,
      paymentsMode: 'test',
      stripePublishableKey: null,
      publicUrl: 'https://x.test',
      social: { facebook: null, instagram: null, linkedin: null, twitter: null },
    });
  });
});
