import { describe, expect, it } from 'vitest';
import { sharedSiteForTest } from '../support/site-for-test';

const { server, browser } = sharedSiteForTest();

/*
 * The API reference (issue 14 §5) renders from our own origin: the reference bundle, its fonts and the
 * OpenAPI document all come from the server itself, with nothing asked of a CDN or a vendor.
 */
describe('/docs/api', () => {
  for (const width of [375, 1280]) {
    it(`renders the reference from our origin only at ${width} px`, async () => {
      // A page of the test's context without the helper's wait for the React app: this page is not the app.
      const page = await (await browser.newPage({ width, height: 800 })).context().newPage();
      const origin = new URL(server.url).origin;
      const requested: string[] = [];
      const refused: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });

      await page.goto(`${server.url}/docs/api`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Quillpost API' }).first().isVisible())
        .toBe(true);
      // An operation of the document, listed by its resource tag.
      await expect.poll(() => page.getByText('This OpenAPI document').first().count()).toBeGreaterThan(0);
      // Everything the first screen asks for: its fonts loaded (Playwright discourages 'networkidle', and the
      // headless shell never reached it here after another context had run).
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      const foreign = requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
      expect(foreign).toEqual([]);
      expect(requested).toContain(`${origin}/v1/openapi.json`);
      // A CSP violation would mean something tried to load from elsewhere, or to run code we did not serve.
      expect(refused.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    });
  }

  it('is linked from the site footer', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/faq`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();
    await page.waitForURL(`${server.url}/docs/api`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Quillpost API' }).first().isVisible())
      .toBe(true);
  });
});
