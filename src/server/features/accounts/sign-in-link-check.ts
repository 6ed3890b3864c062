import { SIGN_IN_LINK_INVALID, SIGN_IN_LINK_REPLACED, SIGN_IN_OTHER_BROWSER } from '../../../shared/account';
import { type AppError, badRequest, forbidden } from '../../lib/errors';
import { hashSessionToken } from '../../lib/secret-tokens';
import type { StoredSignInLink } from './sign-in-link-store';

/**
 * Why a link opens nothing for this browser, or undefined when it may be used: gone (400), replaced by a
 * newer one (400), or asked for in another browser, i.e. without its nonce cookie (403). A link someone else
 * asked for is thus refused in the victim's browser, and is not spent there.
 */
export function linkRefusal(
  link: StoredSignInLink | undefined,
  nonce: string | undefined,
  now: Date,
): AppError | undefined {
  if (!link || link.usedAt || link.expiresAt <= now) return badRequest(SIGN_IN_LINK_INVALID);
  if (link.voidedAt) return badRequest(SIGN_IN_LINK_REPLACED);
  if (!nonce || link.nonceHash !== hashSessionToken(nonce)) return forbidden(SIGN_IN_OTHER_BROWSER);
  return undefined;
}
