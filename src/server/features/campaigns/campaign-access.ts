import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { optionalAccount } from '../account-sessions/require-account';
import { CAMPAIGN_NOT_FOUND, findCampaign } from './campaign-store';

/*
 * Who may open and change a campaign through the site's own routes (the builder, upload, checkout and
 * confirmation pages, which need no account). Admin and /v1 routes are scoped by their own credentials and
 * never pass a caller here.
 */

export const STAFF_CAMPAIGN = 'This campaign was set up by our team. Contact us if something needs changing.';
const OWNED_CAMPAIGN = 'This campaign belongs to a customer account. Sign in to that account to change it.';
const PROGRAM_CAMPAIGN =
  'This campaign is a run of one of your programs. Change the program in your account instead.';
const CAMPAIGN_LOCKED =
  'This campaign is with our team now, so it can no longer be changed here. Contact us if something needs fixing.';

/** The caller of a site route: the signed-in customer behind the session cookie, or a guest (nulls). */
export interface SiteCaller {
  accountId: string | null;
  email: string | null;
}

export async function siteCallerOf(
  deps: Pick<AppDeps, 'database'>,
  request: FastifyRequest,
): Promise<SiteCaller> {
  const account = await optionalAccount(deps, request);
  return { accountId: account?.accountId ?? null, email: account?.email ?? null };
}

type AccessRow = Pick<CampaignRow, 'accountId' | 'guestLink' | 'livemode' | 'source' | 'status'>;

/**
 * Whether the site's pages open this campaign for the caller. Test-mode campaigns never (only test keys see
 * them); a campaign made in an account or through /v1 only for that account's session; one made without an
 * owner (a guest's, staff's) for whoever holds its unguessable id, also after an account claimed it.
 */
export function mayOpen(row: AccessRow, caller: SiteCaller): boolean {
  if (!row.livemode) return false;
  if (row.accountId === null || row.guestLink) return true;
  return row.accountId === caller.accountId;
}

/**
 * Why the caller may not change a campaign they may open, or null when they may: only a customer's own draft
 * changes (made on the site, not yet with our team), and a draft an account holds only for that account.
 */
export function changeRefusal(row: AccessRow, caller: SiteCaller): string | null {
  if (row.source === 'admin') return STAFF_CAMPAIGN;
  if (row.source !== 'web') return PROGRAM_CAMPAIGN;
  if (row.accountId !== null && row.accountId !== caller.accountId) return OWNED_CAMPAIGN;
  if (row.status !== 'draft') return CAMPAIGN_LOCKED;
  return null;
}

/** The campaign the caller may open, else 404 'Campaign not found' (as for an id that does not exist). */
export async function openCampaign(db: DbOrTx, id: string, caller: SiteCaller): Promise<CampaignRow> {
  const row = await findCampaign(db, id);
  if (!row || !mayOpen(row, caller)) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}
