import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/shared/payments';
import { createCampaignByApi, fillCard, uploadContactsAndCheckout } from '../support/ordering-steps';
import { startSiteForTest } from '../support/site-for-test';

const { server, browser } = startSiteForTest();

const CSV = [
  'name,address,city,state,zipcode,first_name,email,notes',
  'Margaret O\'Neil,"12 Main St, Apt 4",Boston,MA,02134,Margaret,margaret@oneil.example,Met at the expo',
  'James Carter,400 Elm Street,Austin,TX,78701,James,james@carter.example,Referred by Dana',
].join('\r\n');

const campaignOf = async (id: string) => (await fetch(`${server.url}/api/campaigns/${id}`)).json();

describe('ordering, part 3: the way back from checkout, in Chromium', () => {
  it('goes back from checkout to the builder, fixes the message, keeps the campaign and pays', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/campaign-builder`);
    await page.getByLabel('Campaign Name').fill('Expo follow-ups');
    await page.getByRole('list', { name: 'Templates' }).getByRole('button').first().click();

    // An empty message is caught here, with the server's own words, not after the upload.
    const message = page.getByLabel('Message', { exact: true });
    await message.fill('');
    await page.getByText('Message is required.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to Contact Upload' }).isDisabled()).toBe(true);
    await message.fill('Hi {{first_name}}, thanks for visting our booth!\n\nBest regards,');
    await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();

    await uploadContactsAndCheckout(page, CSV);
    const campaignId = page.url().split('/').pop()!;
    // Test mode says so, and does not claim the card goes to a payment provider.
    await page.getByText('This is a test payment', { exact: false }).waitFor();
    expect(await page.getByText('Card details go straight to our payment provider').count()).toBe(0);

    // The typo is spotted at checkout: back to the builder, where the draft is still there.
    await page.getByRole('link', { name: 'Edit message or design' }).click();
    await page.waitForURL(/\/campaign-builder\?campaign=/);
    await page.getByRole('heading', { name: 'You are changing “Expo follow-ups”' }).waitFor();
    expect(await message.inputValue()).toContain('visting');
    await message.fill('Hi {{first_name}}, thanks for visiting our booth!\n\nBest regards,');
    await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();

    // The contact list is still there; continuing updates the same campaign.
    await page.waitForURL(/\/contact-upload$/);
    await page.getByText("Margaret O'Neil").first().waitFor();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(`${server.url}/checkout/${campaignId}`);
    expect((await campaignOf(campaignId)).message).toContain('thanks for visiting our booth');

    // The checkout's e-mail check is the server's: 'dana@x' is refused before the card is touched.
    await page.getByLabel('Email Address').fill('dana@x');
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: 'Pay $9.98' }).click();
    await page.getByText('Email Required', { exact: true }).waitFor();
    expect(page.url()).toBe(`${server.url}/checkout/${campaignId}`);

    await page.getByLabel('Email Address').fill('dana@whitfieldmotors.com');
    await page.getByRole('button', { name: 'Pay $9.98' }).click();
    await page.waitForURL(/\/order-confirmed\//);
    await page.getByText('Payment successful!', { exact: true }).waitFor();
    await page
      .getByText('Your campaign is confirmed and will begin processing within 1-2 business days.', {
        exact: true,
      })
      .waitFor();

    // Paid: edits are refused, and the builder starts a new campaign.
    const edit = await fetch(`${server.url}/api/campaigns/${campaignId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Too late' }),
    });
    expect(edit.status).toBe(409);
    await page.goto(`${server.url}/campaign-builder`);
    expect(await page.getByLabel('Campaign Name').inputValue()).toBe('');
    expect(await page.getByText('You are changing').count()).toBe(0);
  });

  it('opens a campaign from checkout in a tab that no longer holds its draft, keeping its contacts', async () => {
    const id = await createCampaignByApi(
      server.url,
      { name: 'Renewal reminders', message: 'Hi {{first_name}}, your policy renews son.', templateId: 1 },
      [
        { name: 'Ann Lee', address: '1 Elm St', city: 'Denver', state: 'CO', zipCode: '80202' },
        { name: 'Bo Chan', address: '2 Elm St', city: 'Denver', state: 'CO', zipCode: '80202' },
      ],
    );

    const page = await browser.newPage({ width: 375, height: 812 });
    await page.goto(`${server.url}/checkout/${id}`);
    await page.getByRole('link', { name: 'Edit message or design' }).click();
    const message = page.getByLabel('Message', { exact: true });
    await expect.poll(() => message.inputValue()).toContain('renews son');
    expect(await page.getByLabel('Campaign Name').inputValue()).toBe('Renewal reminders');
    await message.fill('Hi {{first_name}}, your policy renews soon.');
    await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();

    await page.waitForURL(/\/contact-upload$/);
    await page.getByRole('heading', { name: '2 contacts are saved with this campaign' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(`${server.url}/checkout/${id}`);
    expect(await campaignOf(id)).toMatchObject({
      message: 'Hi {{first_name}}, your policy renews soon.',
      totalNotes: 2,
    });
  });
});
