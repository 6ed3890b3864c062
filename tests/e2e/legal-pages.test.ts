import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { type ServerProcess, startServer } from '../support/server-process';
import { sharedServer } from '../support/site-for-test';

const plain = sharedServer();
let social: ServerProcess;
const browser = setupBrowser({ width: 375, height: 800 });

const SOCIAL_ENV = {
  SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/quillpost',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/quillpost',
};

// The social links need an env of their own; the rest reads the shared server.
beforeAll(async () => {
  social = await startServer({ env: SOCIAL_ENV });
});
afterAll(async () => {
  await social?.stop();
});

const LEGAL = [
  {
    path: '/privacy',
    title: 'Privacy Policy | Quillpost',
    text: [
      'Privacy Policy',
      'What we keep',
      'Stripe',
      'sets cookies only when you sign in',
      'cancelled 30 days',
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service | Quillpost',
    // What checkout e-mails is a confirmation, and the Terms say so (issue 22).
    text: [
      'Terms of Service',
      'Proofs',
      'Changes, cancellations and refunds',
      'it is a confirmation, not a tax invoice',
    ],
  },
  { path: '/security', title: 'Security | Quillpost', text: ['Security', 'Checked uploads', 'SVG logos'] },
] as const;

describe('legal pages', () => {
  it('are sent rendered by the server, with their own title and canonical link', async () => {
    for (const { path, title, text } of LEGAL) {
      const response = await fetch(`${plain.url}${path}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('<div id="root"><div class="flex min-h-dvh flex-col">');
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(`<link rel="canonical" href="${plain.url}${path}" />`);
      for (const line of text) expect(html, `${path}: ${line}`).toContain(line);
    }
  });

  it('read without JavaScript', async () => {
    const context = await (await browser.newPage())
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    try {
      const page = await context.newPage();
      for (const { path, text } of LEGAL) {
        await page.goto(`${plain.url}${path}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text[0]);
      }
    } finally {
      await context.close();
    }
  });

  it('are reached from the footer of every public page', async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await page.goto(`${plain.url}/faq`);
    const legal = page.getByRole('list', { name: 'Legal' });
    for (const { path, text } of LEGAL) {
      await legal.getByRole('link', { name: text[0] }).click();
      await page.waitForURL(`${plain.url}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text[0]);
      expect(await page.title()).toBe(LEGAL.find((l) => l.path === path)!.title);
    }
  });
});

describe('footer social icons', () => {
  it('are hidden when no social page is configured', async () => {
    const html = await (await fetch(`${plain.url}/`)).text();
    expect(html).not.toContain('aria-label="Social media"');
    const page = await browser.newPage();
    await page.goto(`${plain.url}/faq`);
    expect(await page.getByRole('list', { name: 'Social media' }).count()).toBe(0);
  });

  it('link to the configured pages only', async () => {
    const page = await browser.newPage();
    await page.goto(`${social.url}/faq`);
    const icons = page.getByRole('list', { name: 'Social media' }).getByRole('link');
    expect(await icons.count()).toBe(2);
    const facebook = page.getByRole('link', { name: /Quillpost on Facebook/ });
    expect(await facebook.getAttribute('href')).toBe(SOCIAL_ENV.SOCIAL_FACEBOOK_URL);
    expect(await facebook.getAttribute('rel')).toBe('noopener noreferrer');
    const linkedin = page.getByRole('link', { name: /Quillpost on LinkedIn/ });
    expect(await linkedin.getAttribute('href')).toBe(SOCIAL_ENV.SOCIAL_LINKEDIN_URL);
    expect(await page.getByRole('link', { name: /Quillpost on Instagram/ }).count()).toBe(0);
    // The server's render already holds them, so they work before any script runs.
    const html = await (await fetch(`${social.url}/`)).text();
    expect(html).toContain(`href="${SOCIAL_ENV.SOCIAL_FACEBOOK_URL}"`);
  });
});
