import type { Page } from 'playwright-core';
import { TEST_ADMIN } from './test-admin';

/** Signs in to the back office as staff, as a person does, and waits for the dashboard's tabs. */
export async function signInAsStaff(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin-login`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/admin`);
  await page.getByRole('tab', { name: 'Campaigns' }).waitFor();
}
