import { type SmtpPeer, startSmtpServer } from './smtp';
import { createTestApp, type TestApp } from './test-app';

/** The public address most API files give the app, so the links in its e-mails are absolute. */
export const TEST_PUBLIC_URL = 'https://quillpost.test';

/**
 * A test app whose mail goes to a real SMTP peer started first, for a file's `beforeAll`. The peer outlives
 * the app: the file closes it in its `afterAll` (`smtp.close()`).
 */
export async function createTestAppWithMail(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: SmtpPeer }> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: TEST_PUBLIC_URL, ...env });
  return { t, smtp };
}
