import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { addCalendarDays } from '../../src/shared/delivery-date';
import { setupBrowser } from '../support/browser';
import { birthdayWrittenBy, giveProgram } from '../support/scheduler-fixtures';
import { type ServerProcess, seededDataDir, startServer } from '../support/server-process';
import { signInAsStaff } from '../support/staff-steps';

const BIRTHDAY = '2030-06-20';
const DAY = birthdayWrittenBy(BIRTHDAY).writtenOn;
const DECLINED = 'Your card was declined, so this program is paused.';

const dataDir = seededDataDir();
let server: ServerProcess;
const browser = setupBrowser();

beforeAll(async () => {
  // A first start seeds the designs; the programs are written while no server holds the folder.
  await (await startServer({ dataDir })).stop('SIGTERM');
  const database = await openPglite(dataDir);
  try {
    const lastRunDate = addCalendarDays(DAY, -1);
    await giveProgram(database.db, {
      email: 'rita@realty.test',
      people: 3,
      occurrences: [BIRTHDAY],
      lastRunDate,
    });
    await giveProgram(database.db, {
      email: 'paul@insure.test',
      people: 1,
      occurrences: ['2030-08-01'],
      lastRunDate,
      status: 'paused',
      pausedReason: DECLINED,
      name: 'Policy renewals',
    });
  } finally {
    await database.close();
  }
  // The server's clock after DAY: a pass never runs ahead of it (issue 22 §6).
  server = await startServer({
    dataDir,
    env: { SCHEDULER: 'manual', TEST_CLOCK_START: `${addCalendarDays(DAY, 1)}T12:00:00Z` },
  });
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function openProgramsTab(page: Page) {
  await signInAsStaff(page, server.url);
  await page.getByRole('tab', { name: 'Programs' }).click();
}

describe('the back office Programs tab', () => {
  it('lists programs, marks paused ones with why, and runs the scheduler as of a date', async () => {
    const page = await browser.newPage();
    await openProgramsTab(page);
    const rita = page.getByRole('row').filter({ hasText: 'rita@realty.test' });
    const paul = page.getByRole('row').filter({ hasText: 'paul@insure.test' });
    await expect.poll(() => rita.textContent()).toContain('Active');
    expect(await rita.textContent()).toContain('No notes');
    expect(await paul.textContent()).toContain('Paused');
    expect(await paul.textContent()).toContain(DECLINED);

    await page.getByLabel('As of').fill(DAY);
    await page.getByRole('button', { name: 'Run scheduler' }).click();
    await expect
      .poll(() => page.getByText(`As of ${DAY}:`).textContent())
      .toMatch(/3 created, 0 skipped, 0 held/);
    // The list is read again: Rita's three notes on that day.
    await expect.poll(() => rita.getByRole('list').textContent()).toMatch(/3\s*notes/);

    // Running it again creates nothing twice.
    await page.getByRole('button', { name: 'Run scheduler' }).click();
    await expect
      .poll(() => page.getByText(`As of ${DAY}:`).textContent())
      .toMatch(/0 created, 0 skipped, 0 held/);
  });

  it('refuses a date that is not one, next to the field', async () => {
    const page = await browser.newPage();
    await openProgramsTab(page);
    await page.getByLabel('As of').fill('');
    await page.getByRole('button', { name: 'Run scheduler' }).click();
    await expect.poll(() => page.getByText('asOf must be a date like').count()).toBe(1);

    // A day that has not begun yet: refused, saying nothing was charged or created (issue 22 §6).
    await page.getByLabel('As of').fill(addCalendarDays(DAY, 3));
    await page.getByRole('button', { name: 'Run scheduler' }).click();
    await expect.poll(() => page.getByText('that day has not begun yet').count()).toBe(1);
    expect(await page.getByText('nothing was charged or created').count()).toBe(1);
  });

  it('fits a 375 px screen: the table scrolls inside its frame, not the page', async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await openProgramsTab(page);
    await page.getByRole('row').filter({ hasText: 'rita@realty.test' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Run scheduler' }).scrollIntoViewIfNeeded();
    expect(await page.getByRole('button', { name: 'Run scheduler' }).isVisible()).toBe(true);
  });
});
