import { describe, expect, it } from 'vitest';
import type { TDesignTemplate } from '../../src/shared/catalog';
import { untilEnabled } from '../support/browser';
import { sharedSiteForTest } from '../support/site-for-test';

/*
 * One limit the customer can see (issue 23 §6): the builder measures the message against the chosen card and
 * handwriting as the customer types, says when it stops fitting and what to do, and blocks Continue with it.
 */

const { server, browser } = sharedSiteForTest();

const SHORT = 'Dear {{first_name}},\n\nThank you for your visit this spring.\n\nBest regards,';
/** Paragraphs the customer goes on typing: with their blank lines, more than a ruled back holds. */
const MORE =
  '\n\nWe loved meeting your whole family and hearing about the new house, the garden and the trip you are planning.\n\nOur office will be open on Saturdays from next month, so bring everyone along for their check-ups.\n\nIf anything comes up before then, call us any time and we will find a slot that suits you.';

describe('the builder’s fits meter in Chromium', () => {
  it('goes from fits to does not fit as the customer types, blocking Continue with what to do', async () => {
    const templates: TDesignTemplate[] = await (await fetch(`${server.url}/api/design-templates`)).json();
    const ruled = templates.find((t) => t.twoSided && t.backLayout?.message.ruling);
    if (!ruled) throw new Error('The seed has no two-sided template with a ruled back.');

    const page = await browser.newPage();
    await page.goto(`${server.url}/campaign-builder`);
    await page.getByRole('heading', { name: 'Postcard Designer', level: 1 }).waitFor();
    await page.getByLabel('Campaign Name').fill('Spring check-ups');
    await page.getByRole('button', { name: new RegExp(`^${ruled.name},`) }).click();
    await page.getByRole('button', { name: /Casual Notes/ }).click();

    const message = page.getByLabel('Message', { exact: true });
    const meter = page.getByRole('meter', { name: 'Room on the card' });
    const fit = page.getByTestId('message-fit');
    const continueButton = page.getByRole('button', { name: 'Continue to Contact Upload' });
    /** The measure of the text as it is now (a worker renders the note after a pause in typing). */
    const measured = (fits: 'fits' | 'over') =>
      page.locator(`[data-testid="message-fit"][data-state="done"][data-fit="${fits}"]`).waitFor();

    await message.fill(SHORT);
    await measured('fits');
    expect(await meter.getAttribute('aria-valuetext')).toMatch(/^Fits the card, with about \d+ characters/);
    expect(Number(await meter.getAttribute('value'))).toBeLessThan(50);
    await untilEnabled(continueButton);

    // The customer goes on typing at the end of the message.
    await message.evaluate((el: HTMLTextAreaElement) =>
      el.setSelectionRange(el.value.length, el.value.length),
    );
    await page.keyboard.type(MORE);
    await measured('over');
    expect(await meter.getAttribute('value')).toBe('100');
    expect(await meter.getAttribute('aria-valuetext')).toMatch(
      /^Does not fit the card: about \d+ characters too long\.$/,
    );
    expect(await fit.textContent()).toContain('Over the limit');
    // Said where it is written (a live region), with what to do, and Continue waits for it.
    const alert = page.locator('#message-fit-alert[aria-live="polite"]');
    expect(await alert.textContent()).toMatch(
      /^Does not fit this card in Casual Notes, even in the smallest handwriting\. Shorten it by about \d+ characters or remove a blank line \(each takes a whole line of the card\)\.$/,
    );
    expect(await fit.textContent()).toContain(
      'with long merge values such as “Christopher” for {{first_name}}',
    );
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await page.locator('#continue-status').textContent()).toMatch(
      /Shorten your message by about \d+ characters so it fits the card\./,
    );
    // Still under the 600-character count the spec shows: the card, not the count, is the limit here.
    expect(await message.inputValue()).toHaveLength(SHORT.length + MORE.length);
    expect(SHORT.length + MORE.length).toBeLessThan(600);

    // Without its blank lines the same words take fewer lines of the card.
    await message.fill(`${SHORT}${MORE}`.replace(/\n\n/g, ' ').slice(0, 330));
    await measured('fits');
    await untilEnabled(continueButton);
    expect(await alert.textContent()).toBe('');
  });
});
