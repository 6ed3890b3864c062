import { SIGN_IN_LIMITS, SIGN_IN_LINK_INVALID, signedInAsOther } from '../../../shared/account';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail/mail-queue';
import {
  type AccountIdentity,
  createAccountSession,
  pruneEndedAccountSessions,
  revokeAccountSession,
} from '../account-sessions/account-session-store';
import { claimPaidCampaigns } from '../campaigns/campaign-claims';
import { accountForEmail } from './account-store';
import { linkRefusal } from './sign-in-link-check';
import {
  createSignInLink,
  findSignInLink,
  lockEmail,
  pruneSignInLinks,
  recentLinkCounts,
  spendSignInLink,
  voidUnusedLinks,
} from './sign-in-link-store';
import { signInLinkMail } from './sign-in-mail';

const WINDOW_MS = SIGN_IN_LIMITS.windowMinutes * 60_000;

/**
 * E-mails a sign-in link to any well-formed address (the account is made when the link is used), so the
 * answer never tells whether an account exists. Limited per address whatever the IP (counted under a lock on
 * the address, so parallel requests cannot slip past it) and per IP. The link opens only in the browser
 * holding `nonce`; the address's older unused links stop working.
 */
export async function requestSignInLink(
  deps: Pick<AppDeps, 'database' | 'mail' | 'config'>,
  input: { email: string; ip: string; nonce: string },
  now: Date,
): Promise<void> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    await lockEmail(tx, input.email);
    const counts = await recentLinkCounts(tx, input, new Date(now.getTime() - WINDOW_MS));
    if (counts.byEmail >= SIGN_IN_LIMITS.perEmail || counts.byIp >= SIGN_IN_LIMITS.perIp) {
      throw tooManyRequests(
        `Too many sign-in links were asked for. Please use the last one we sent, or try again in ${SIGN_IN_LIMITS.windowMinutes} minutes.`,
      );
    }
    const token = await createSignInLink(tx, input, now);
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

/** The link of `token` if this browser may use it, else the refusal. */
async function openLink(db: DbOrTx, input: { token: string; nonce: string | undefined }, now: Date) {
  const link = await findSignInLink(db, input.token);
  const refusal = linkRefusal(link, input.nonce, now);
  if (refusal || !link) throw refusal ?? badRequest(SIGN_IN_LINK_INVALID);
  return link;
}

/** The address a link signs in as, for the verify page's button; nothing is spent. */
export async function signInLinkAddress(
  deps: Pick<AppDeps, 'database'>,
  input: { token: string; nonce: string | undefined },
  now: Date,
): Promise<{ email: string }> {
  const link = await openLink(deps.database.db, input, now);
  return { email: link.email };
}

/**
 * Spends a link and opens a 30-day session; the account is made on first sign-in and takes the orders
 * already paid with its address. Every other unused link of the address stops working. Another account's
 * session in this browser is never replaced unasked (409 unless `switchAccount`); the browser's previous
 * session, if any, is revoked since the new one replaces it.
 */
export async function verifySignInLink(
  deps: Pick<AppDeps, 'database'>,
  input: {
    token: string;
    nonce: string | undefined;
    current: AccountIdentity | undefined;
    switchAccount: boolean;
  },
  now: Date,
): Promise<{ email: string; token: string; expiresAt: Date }> {
  return deps.database.db.transaction(async (tx) => {
    const link = await openLink(tx, input, now);
    const { current } = input;
    if (current && current.email !== link.email && !input.switchAccount) {
      throw conflict(signedInAsOther(current.email, link.email));
    }
    if (!(await spendSignInLink(tx, link.id, now))) throw badRequest(SIGN_IN_LINK_INVALID);
    await voidUnusedLinks(tx, link.email, now, link.id);
    const account = await accountForEmail(tx, link.email);
    await claimPaidCampaigns(tx, account.id, account.email);
    if (current) await revokeAccountSession(tx, current.sessionId, now);
    await pruneEndedAccountSessions(tx, now);
    const session = await createAccountSession(tx, account.id, now);
    return { email: account.email, ...session };
  });
}
