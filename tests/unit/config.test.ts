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
    [{ DUPLICATE_BOOKING_DAYS: '366' }, 'DUPLICATE_BOOKING_DAYS'],
    [{ DUPLICATE_BOOKING_DAYS: '1.5' }, 'DUPLICATE_BOOKING_DAYS'],
  ])('stops on %o with a one-line message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      expect(err.message).toContain(`Invalid environment variable ${name}`);
      expect(err.message).not.toContain('\n');
    }
  });

  it('renders packs on one worker thread per core unless told otherwise (0: on the job thread)', () => {
    expect(loadConfig({}).packWorkers).toBe(os.availableParallelism());
    expect(loadConfig({ PACK_WORKERS: '0' }).packWorkers).toBe(0);
    expect(loadConfig({ PACK_WORKERS: '3' }).packWorkers).toBe(3);
  });

  it('warns of recipients booked within 15 days unless told otherwise (0: no warning)', () => {
    expect(loadConfig({}).duplicateBookingDays).toBe(15);
    expect(loadConfig({ DUPLICATE_BOOKING_DAYS: '0' }).duplicateBookingDays).toBe(0);
    expect(loadConfig({ DUPLICATE_BOOKING_DAYS: '30' }).duplicateBookingDays).toBe(30);
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

  describe('payments on a public (https) site', () => {
    const HTTPS = { PUBLIC_URL: 'https://quillpost.com' };
    const KEYS = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' };

    it('refuses to start with the test provider unless PAYMENTS=test asks for it', () => {
      for (const url of ['https://quillpost.com', 'HTTPS://quillpost.com/']) {
        expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(
          /^Invalid environment variable PAYMENTS: PUBLIC_URL is https and no Stripe keys are set.*PAYMENTS=test/,
        );
      }
      expect(loadConfig({ ...HTTPS, PAYMENTS: 'test' }).paymentsMode).toBe('test');
      expect(loadConfig({ ...HTTPS, ...KEYS }).paymentsMode).toBe('stripe');
      expect(loadConfig({ ...HTTPS, PAYMENTS: 'disabled' }).paymentsMode).toBe('disabled');
      // One key takes no card at all (Payment Setup Required), so nothing is silently accepted.
      expect(loadConfig({ ...HTTPS, STRIPE_SECRET_KEY: 'sk_live_1' }).paymentsMode).toBe('disabled');
      // A laptop or a test server on http keeps the offline checkout without asking.
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).paymentsMode).toBe('test');
    });

    it('takes PAYMENTS=stripe only with both keys, and PAYMENTS=test only without keys', () => {
      expect(loadConfig({ ...KEYS, PAYMENTS: 'stripe' }).paymentsMode).toBe('stripe');
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', PAYMENTS: 'stripe' })).toThrow(
        'Invalid environment variable PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      );
      expect(() => loadConfig({ ...KEYS, PAYMENTS: 'test' })).toThrow(
        /^Invalid environment variable PAYMENTS: test/,
      );
      expect(() => loadConfig({ PAYMENTS: 'live' })).toThrow(
        'Invalid environment variable PAYMENTS: must be auto, stripe, test or disabled',
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default, or with false or 0', () => {
      for (const value of [undefined, '', 'false', 'FALSE', '0']) {
        expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
      }
    });

    it('takes a hop count or a list of proxy addresses, ranges and proxy-addr names', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
      expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toEqual({ hops: 2 });
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual({
        proxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
      });
    });

    it('refuses true, which would let any client choose its own address', () => {
      for (const value of ['true', 'TRUE']) {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /^Invalid environment variable TRUST_PROXY: true would trust any X-Forwarded-For a client sends.*e\.g\. 1.*127\.0\.0\.1,10\.0\.0\.0\/8/,
        );
      }
    });

    it.each(['yes', '10.0.0.0/33', '10.0.0', '0x7f.1', '127.0.0.1,', 'proxy.internal', '1.5', '-1', '33'])(
      'refuses %j with a one-line message',
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /^Invalid environment variable TRUST_PROXY: [^\n]+$/,
        );
      },
    );
  });
});
