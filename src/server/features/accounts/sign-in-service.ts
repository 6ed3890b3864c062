import { SIGN_IN_LIMITS, SIGN_IN_LINK_INVALID } from '../../../shared/account';
import type { AppDeps } from '../../app-deps';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { createAccountSession, pruneEndedAccountSessions } from './account-session-store';
import { accountForEmail, claimPaidCampaigns } from './account-store';
import {
  consumeSignInLink,
  createSignInLink,
  pruneSignInLinks,
  recentLinkCounts,
} from './sign-in-link-store';
import { signInLinkMail } from './sign-in-mail';

const WINDOW_MS = SIGN_IN_LIMITS.windowMinutes * 60_000;

/**
 * E-mails a sign-in link to any well-formed address (the account is made when the link is used), so the
 * answer never tells whether an account exists. Limited per address and per IP.
 */
export async function requestSignInLink(
  deps: Pick<AppDeps, 'database' | 'mail' | 'config'>,
  input: { email: string; ip: string },
  now = new Date(),
): Promise<void> {
  const db = deps.database.db;
  const counts = await recentLinkCounts(db, input, new Date(now.getTime() - WINDOW_MS));
  if (counts.byEmail >= SIGN_IN_LIMITS.perEmail || counts.byIp >= SIGN_IN_LIMITS.perIp) {
    throw tooManyRequests(
      `Too many sign-in links were asked for. Please use the last one we sent, or try again in ${SIGN_IN_LIMITS.windowMinutes} minutes.`,
    );
  }
  await db.transaction(async (tx) => {
    const token = await createSignInLink(tx, input.email, input.ip, now);
    await enqueueMail(
      tx,
      await signInLinkMail(
        { to: input.email, token },
        { publicUrl: deps.config.publicUrl, supportEmail: deps.config.salesEmail },
      ),
    );
  });
  await pruneSignInLinks(db, now);
  void deps.mail.kick();
}

/**
 * Spends a link and opens a 30-day session; the account is made on first sign-in and takes the orders
 * already paid with its address. A used, expired or unknown token is a 400.
 */
export async function verifySignInLink(
  deps: Pick<AppDeps, 'database'>,
  token: string,
): Promise<{ email: string; token: string; expiresAt: Date }> {
  return deps.database.db.transaction(async (tx) => {
    const email = await consumeSignInLink(tx, token);
    if (!email) throw new HttpError(400, SIGN_IN_LINK_INVALID);
    const account = await accountForEmail(tx, email);
    await claimPaidCampaigns(tx, account.id, account.email);
    await pruneEndedAccountSessions(tx);
    const session = await createAccountSession(tx, account.id);
    return { email: account.email, ...session };
  });
}
