import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paymentsMode).toBe('test');
    expect(config.salesEmail).toBe('sales@quillpost.com');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ SALES_EMAIL: 'nobody' }, 'SALES_EMAIL'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ GA_MEASUREMENT_ID: 'UA-1' }, 'GA_MEASUREMENT_ID'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SOCIAL_FACEBOOK_URL: 'http://facebook.com/quillpost' }, 'SOCIAL_FACEBOOK_URL'],
    [{ SOCIAL_TWITTER_URL: 'javascript:alert(1)' }, 'SOCIAL_TWITTER_URL'],
    [{ PACK_WORKERS: '-1' }, 'PACK_WORKERS'],
    [{ PACK_WORKERS: 'many' }, 'PACK_WORKERS'],
  ])('stops on %o with a one-line message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).toContain(`Invalid environment variable ${name}`);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('renders packs on one worker thread per core unless told otherwise (0: on the job thread)', () => {
    expect(loadConfig({}).packWorkers).toBe(os.availableParallelism());
    expect(loadConfig({ PACK_WORKERS: '0' }).packWorkers).toBe(0);
    expect(loadConfig({ PACK_WORKERS: '3' }).packWorkers).toBe(3);
  });

  it('reads the social links, unset ones as none', () => {
    expect(loadConfig({}).social).toEqual({
      facebook: undefined,
      instagram: undefined,
      linkedin: undefined,
      twitter: undefined,
    });
    expect(
      loadConfig({ SOCIAL_LINKEDIN_URL: ' https://www.linkedin.com/company/quillpost ' }).social,
    ).toEqual({
      facebook: undefined,
      instagram: undefined,
      linkedin: 'https://www.linkedin.com/company/quillpost',
      twitter: undefined,
    });
  });

  it('chooses the payment provider from the keys', () => {
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).paymentsMode,
    ).toBe('stripe');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).paymentsMode).toBe('disabled');
    expect(loadConfig({ PAYMENTS: 'disabled' }).paymentsMode).toBe('disabled');
  });
});
