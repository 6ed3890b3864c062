import type { TestApp } from './test-app';

/** The account's card routes as a signed-in browser (or, without a cookie, a signed-out one) calls them. */
export function cardCalls(t: () => TestApp) {
  const headers = (cookie?: string) => (cookie ? { cookie } : {});
  return {
    getCard: (cookie?: string) =>
      t().app.inject({ method: 'GET', url: '/api/account/card', headers: headers(cookie) }),
    removeCard: (cookie?: string) =>
      t().app.inject({ method: 'DELETE', url: '/api/account/card', headers: headers(cookie) }),
    payWithCard: (campaignId: string, cookie?: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/account/card/pay',
        headers: headers(cookie),
        payload: { campaignId },
      }),
  };
}
