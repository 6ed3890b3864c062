// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT, type AnalyticsDetail, trackEvent, trackPageView } from './analytics';
import { setPublicConfig } from './public-config';

const CAMPAIGN = '3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d';
const TOKEN = 'q3Jx0_vK9mZ-aT4bN7cR2dS5eU8fW1gY6hI0jL3kM9o';
const SECRETS = [CAMPAIGN, TOKEN, 'dana', '1042', '?', '#'];

/** What gtag.js would read: each dataLayer entry is an `arguments` object. */
function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((args) => {
    if (!isArguments(args))
      throw new Error(`dataLayer holds ${JSON.stringify(args)}, not an arguments object`);
    return Array.from(args);
  });
}

function isArguments(value: unknown): value is IArguments {
  return Object.prototype.toString.call(value) === '[object Arguments]';
}

function visit(url: string, referrer = ''): void {
  window.history.pushState({}, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

describe('analytics with a measurement id', () => {
  const reported: AnalyticsDetail[] = [];
  window.addEventListener(ANALYTICS_EVENT, (e) => reported.push(e.detail));

  beforeEach(() => {
    setPublicConfig({ gaMeasurementId: 'G-TEST123' });
  });

  it('turns the automatic page view off and names every page by its scrubbed path', () => {
    const origin = window.location.origin;
    visit(`/account/verify?token=${TOKEN}&email=dana%40example.com#go`, `${origin}/checkout/${CAMPAIGN}?x=1`);
    trackPageView();
    visit(`/order-confirmed/1042?session=${TOKEN}`, 'https://mail.example.com/inbox/dana?id=7');
    trackPageView();
    trackEvent('purchase', { value: 50 });

    const calls = gtagCalls();
    expect(calls).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    const views = calls.filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => c[2]);
    expect(views).toEqual([
      {
        page_path: '/account/verify',
        page_location: `${origin}/account/verify`,
        page_referrer: `${origin}/checkout/:id`,
        page_title: document.title,
      },
      {
        page_path: '/order-confirmed/:id',
        page_location: `${origin}/order-confirmed/:id`,
        page_referrer: 'https://mail.example.com/',
        page_title: document.title,
      },
    ]);
    // The location every later event carries is set before the page view, so a purchase names the page too.
    const sets = calls.filter((c) => c[0] === 'set').map((c) => c[1]);
    expect(sets.at(-1)).toHaveProperty('page_location', `${origin}/order-confirmed/:id`);
    const sent = JSON.stringify(calls.map((c) => (c[0] === 'js' ? ['js'] : c)));
    for (const secret of SECRETS) expect(sent).not.toContain(secret);

    expect(reported.filter((d) => d.type === 'page_view').map((d) => d.path)).toEqual([
      '/account/verify',
      '/order-confirmed/:id',
    ]);
  });
});
